import { lazy, Suspense } from 'react';
import { CommunicatorToolbar } from '../features/communicator/communicator-toolbar';
import type { RenderCoverUpload } from '../features/communicator/board-cover-dialog';

// The picture feature (its cropping editor included) loads when a board image dialog first shows.
const CoverUpload = lazy(() => import('./cover-upload'));

const renderCoverUpload: RenderCoverUpload = (onPicked) => (
  <Suspense fallback={null}>
    <CoverUpload onPicked={onPicked} />
  </Suspense>
);

/**
 * The communicator toolbar with what other features bring to its dialog: the picture upload of the board image
 * dialog. More actions on public boards (copying one) plug in here as `publicBoardActions`.
 */
export function CommunicatorComposition() {
  return <CommunicatorToolbar renderCoverUpload={renderCoverUpload} />;
}
