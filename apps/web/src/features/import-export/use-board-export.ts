import type { Board, ExportFormat } from '@tessera/core';
import { useState } from 'react';
import { useDisplayTexts } from '../../lib/i18n/use-display-texts';
import { boardsPdfFile } from '../../lib/pdf/boards-pdf-file';
import { selectRootBoardId } from '../../state/board-slice';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { notificationShown } from '../../state/notifications-slice';
import { selectDisplaySettings } from '../../state/settings-slice';
import { buildExportFile, downloadFile } from './export-boards';
import { exportNotices } from './messages';

/** Pictures and sounds fetched for a file, or boards drawn for a PDF. */
export type ExportProgress = { done: number; total: number; unit: 'media' | 'boards' } | null;

/**
 * Spec 02 §2, §4: the boards as a file in the chosen format (PDF drawn with the board's label position and font), downloaded, then "Your board(s) was downloaded".
 * Labels and names go out as the user sees them (built-in boards carry only keys); the keys go along too.
 */
export function useBoardExport() {
  const dispatch = useAppDispatch();
  const rootId = useAppSelector(selectRootBoardId);
  const { labelPosition, fontFamily } = useAppSelector(selectDisplaySettings);
  const [progress, setProgress] = useState<ExportProgress>(null);
  const { labelOf, nameOf, direction } = useDisplayTexts();

  const exportBoards = async (boards: readonly Board[], format: ExportFormat) => {
    const unit = format === 'pdf' || format === 'picsee-pdf' ? 'boards' : 'media';
    setProgress({ done: 0, total: 0, unit });
    try {
      const onProgress = (done: number, total: number) => setProgress({ done, total, unit });
      const file =
        format === 'pdf' || format === 'picsee-pdf'
          ? await boardsPdfFile({ boards, kind: format, labelPosition, fontFamily, labelOf, nameOf, direction, onProgress })
          : await buildExportFile({ boards, rootId, format, labels: { nameOf, labelOf }, onProgress });
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
