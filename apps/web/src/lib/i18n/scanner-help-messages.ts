import { defineMessages } from 'react-intl';

/**
 * How each scanning method works and how to stop it: on the Scanning screen, and as notices when scanning starts
 * (notices carry their English text).
 */
export const scannerHelpMessages = defineMessages({
  automatic: {
    id: 'scanner.help.automatic',
    defaultMessage: 'Automatic: the scanner moves through the items by itself; press any key to select the highlighted one.',
  },
  manual: { id: 'scanner.help.manual', defaultMessage: 'Manual: press Space to move to the next item and Enter to select it.' },
  stop: { id: 'scanner.help.stop', defaultMessage: 'Press Escape 4 times to turn the scanner off.' },
});
