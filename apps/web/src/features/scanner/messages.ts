import { defineMessage, defineMessages } from 'react-intl';

export const scannerMessages = defineMessages({
  off: { id: 'scanner.notice.off', defaultMessage: 'Scanning turned off' },
  exit: { id: 'scanner.exit', defaultMessage: 'Leave this row' },
});

/** A row of tiles, as auditory scanning names it. */
export const rowMessage = defineMessage<{ number: number }>({ id: 'scanner.row' });
