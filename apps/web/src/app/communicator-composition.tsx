import { lazy, Suspense } from 'react';
import { CommunicatorToolbar } from '../features/communicator/communicator-toolbar';
import type { RenderCoverUpload } from '../features/communicator/board-cover-dialog';
import type { PublicBoardActions } from '../features/communicator/communicator-dialog';

// The picture feature (its cropping editor included) loads when a board image dialog first shows.
const CoverUpload = lazy(() => import('./cover-upload'));
// Copying a public board loads with the public boards' list.
const CopyListedBoard = lazy(() => import('../features/public-board/copy-listed-board'));

const renderCoverUpload: RenderCoverUpload = (onPicked) => (
  <Suspense fallback={null}>
    <CoverUpload onPicked={onPicked} />
  </Suspense>
);

const publicBoardActions: PublicBoardActions = (board, close) => (
  <Suspense fallback={null}>
    <CopyListedBoard board={board} onCopied={close} />
  </Suspense>
);

/**
 * The communicator toolbar with what other features bring to its dialog: the picture upload of the board image
 * dialog, and Copy on each public board.
 */
export function CommunicatorComposition() {
  return <CommunicatorToolbar renderCoverUpload={renderCoverUpload} publicBoardActions={publicBoardActions} />;
}
