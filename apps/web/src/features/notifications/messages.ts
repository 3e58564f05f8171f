import { defineMessages } from 'react-intl';

export const notifierMessages = defineMessages({
  close: { id: 'notifications.close' },
});
