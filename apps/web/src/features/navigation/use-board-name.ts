import { boardDisplayName } from '@tessera/core';
import { useIntl } from 'react-intl';
import { navigationMessages } from './messages';

/** A board's name as shown: the translation of a built-in board's nameKey, else what the user typed. */
export function useBoardName(board: { name?: string | undefined; nameKey?: string | undefined } | undefined): string {
  const intl = useIntl();
  const translate = (key: string) => (key in intl.messages ? intl.formatMessage({ id: key }) : undefined);
  const name = board ? boardDisplayName(board, translate) : '';
  return name || intl.formatMessage(navigationMessages.untitledBoard);
}
