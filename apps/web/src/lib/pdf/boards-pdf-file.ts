import { exportFileName, type PdfKind } from '@tessera/core';
import type { BoardsPdfRequest } from './build-boards-pdf';

/**
 * The boards' PDF as a file named as spec 02 §9 says (`…_board.pdf`, `…_picsee_board.pdf`; `…_boards.pdf` for several). The PDF library, the
 * drawing code and the fonts load here, on first use, so no screen carries them before someone exports or prints.
 */
export async function boardsPdfFile(request: BoardsPdfRequest & { kind: PdfKind }): Promise<File> {
  const { buildBoardsPdf } = await import('./build-boards-pdf');
  const bytes = await buildBoardsPdf(request);
  return new File([bytes as Uint8Array<ArrayBuffer>], exportFileName(request.kind, request.boards.length, request.now ?? new Date()), {
    type: 'application/pdf',
  });
}
