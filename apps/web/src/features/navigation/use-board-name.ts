import { boardDisplayName } from '@tessera/core';
import { useIntl } from 'react-intl';
import { messageTranslator } from '../../lib/i18n/message-translator';
import { navigationMessages } from './messages';

/** A board's name as shown: the translation of a built-in board's nameKey, else what the user typed. */
export function useBoardName(board: { name?: string | undefined; nameKey?: string | undefined } | undefined): string {
  const intl = useIntl();
  const name = board ? boardDisplayName(board, messageTranslator(intl)) : '';
  return name || intl.formatMessage(navigationMessages.untitledBoard);
}
