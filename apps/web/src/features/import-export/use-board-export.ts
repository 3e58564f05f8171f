import { boardDisplayName, tileDisplayLabel, type Board, type ExportFormat } from '@tessera/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { messageTranslator } from '../../lib/i18n/message-translator';
import { selectRootBoardId } from '../../state/board-slice';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { notificationShown } from '../../state/notifications-slice';
import { buildExportFile, downloadFile } from './export-boards';
import { exportNotices } from './messages';

export type ExportProgress = { done: number; total: number } | null;

/**
 * Spec 02 §2, §4: the boards as a file in the chosen format, downloaded, then "Your board(s) was downloaded".
 * Labels and names go out as the user sees them (built-in boards carry only keys); the keys go along too.
 */
export function useBoardExport() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const rootId = useAppSelector(selectRootBoardId);
  const [progress, setProgress] = useState<ExportProgress>(null);
  const translate = messageTranslator(intl);
  const nameOf = (board: Pick<Board, 'name' | 'nameKey'>) => boardDisplayName(board, translate);

  const exportBoards = async (boards: readonly Board[], format: ExportFormat) => {
    if (format === 'pdf' || format === 'picsee-pdf') {
      dispatch(notificationShown({ message: exportNotices.pdfComingSoon, kind: 'info' }));
      return;
    }
    setProgress({ done: 0, total: 0 });
    try {
      const file = await buildExportFile({
        boards,
        rootId,
        format,
        labels: { nameOf, labelOf: (tile) => tileDisplayLabel(tile, translate) },
        onProgress: (done, total) => setProgress({ done, total }),
      });
      downloadFile(file);
      dispatch(notificationShown({ message: exportNotices.downloaded, kind: 'success' }));
    } catch (error) {
      console.error('Export failed', error);
      dispatch(notificationShown({ message: exportNotices.failed, kind: 'error' }));
    } finally {
      setProgress(null);
    }
  };

  return { progress, exportBoards, nameOf };
}
