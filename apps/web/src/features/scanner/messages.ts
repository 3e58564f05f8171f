import { defineMessage, defineMessages } from 'react-intl';

export const scannerMessages = defineMessages({
  automatic: { id: 'scanner.help.automatic', defaultMessage: 'Automatic: the scanner moves through the items by itself; press any key to select the highlighted one.' },
  manual: { id: 'scanner.help.manual', defaultMessage: 'Manual: press Space to move to the next item and Enter to select it.' },
  stop: { id: 'scanner.help.stop', defaultMessage: 'Press Escape 4 times to turn the scanner off.' },
  off: { id: 'scanner.notice.off', defaultMessage: 'Scanning turned off' },
  exit: { id: 'scanner.exit', defaultMessage: 'Leave this row' },
});

/** A row of tiles, as auditory scanning names it. */
export const rowMessage = defineMessage<{ number: number }>({ id: 'scanner.row' });
