import { boardDisplayName, tileDisplayLabel } from '@tessera/core';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { messageTranslator } from '../../lib/i18n/message-translator';
import { listMessages } from './messages';

type Named = { name?: string | undefined; nameKey?: string | undefined };
type Labelled = { label?: string | undefined; labelKey?: string | undefined };

/** Boards' and tiles' names in the interface language (a built-in board's translated name); "Board" for a nameless one. */
export function useDisplayNames() {
  const intl = useIntl();
  return useMemo(() => {
    const translate = messageTranslator(intl);
    const untitled = intl.formatMessage(listMessages.untitled);
    return {
      boardName: (board: Named): string => boardDisplayName(board, translate) || untitled,
      tileLabel: (tile: Labelled): string => tileDisplayLabel(tile, translate),
    };
  }, [intl]);
}
