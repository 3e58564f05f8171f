import { defineMessages } from 'react-intl';

/** How each scanning method works and how to stop it: on the Scanning screen, and as notices when scanning starts. */
export const scannerHelpMessages = defineMessages({
  automatic: { id: 'scanner.help.automatic' },
  manual: { id: 'scanner.help.manual' },
  stop: { id: 'scanner.help.stop' },
});
