import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { EditToolbar } from '../features/edit-toolbar/edit-toolbar';
import { CommunicatorComposition } from './communicator-composition';
import { useBoardName } from '../features/navigation/use-board-name';
import { selectActiveBoard } from '../state/board-slice';
import { useAppSelector } from '../state/hooks';
import { selectIsLocked, selectTileEditor } from '../state/ui-slice';
import { selectScanningSettings } from '../state/settings-slice';
import { selectBoardTourEnabled } from '../state/tours-slice';

const loadTileEditor = () => import('./tile-editor-composition');
// The board walkthrough and its tour library come only for a device whose walkthrough is still to run.
const BoardTour = lazy(() => import('../features/settings/board-tour'));
const TileEditorComposition = lazy(loadTileEditor);

const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 300);
  return () => window.clearTimeout(timer);
};

/**
 * Renders the tile editor once, hidden, while the caregiver has not asked for it yet: its first real opening
 * then skips compiling its code and inserting its styles (most of a first open), and stays under 100 ms.
 */
function TileEditorWarmup({ onDone }: { onDone: () => void }) {
  const [ready, setReady] = useState(false);
  const onWarm = useCallback(() => setReady(true), []);
  useEffect(() => (ready ? whenIdle(onDone) : undefined), [ready, onDone]);
  return (
    <Suspense fallback={null}>
      <TileEditorComposition warmup onWarm={onWarm} />
    </Suspense>
  );
}

/**
 * What the board screen shows for editing: the communicator toolbar, the edit toolbar and, when asked for, the tile
 * editor. Nothing here renders while the board is locked. Unlocking fetches the editor's code ahead, so Add Tile
 * opens it at once.
 */
export default function BoardEditing() {
  const isLocked = useAppSelector(selectIsLocked);
  const editorOpen = useAppSelector(selectTileEditor) !== null;
  const boardName = useBoardName(useAppSelector(selectActiveBoard));
  const { active: scanning, dwellActive } = useAppSelector(selectScanningSettings);
  const boardTourWanted = useAppSelector(selectBoardTourEnabled) && !scanning && !dwellActive;
  const [warm, setWarm] = useState<'no' | 'warming' | 'yes'>('no');
  const finishWarmup = useCallback(() => setWarm('yes'), []);
  useEffect(() => {
    if (isLocked || warm !== 'no') return;
    let cancelIdle = () => undefined as void;
    let cancelled = false;
    void loadTileEditor()
      .then(() => {
        if (!cancelled) cancelIdle = whenIdle(() => setWarm('warming'));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [isLocked, warm]);
  if (isLocked) return null;
  return (
    <>
      {warm === 'warming' && !editorOpen && <TileEditorWarmup onDone={finishWarmup} />}
      <CommunicatorComposition />
      <EditToolbar boardName={boardName} />
      {editorOpen && (
        <Suspense fallback={null}>
          <TileEditorComposition />
        </Suspense>
      )}
      {/* The walkthrough waits until the unlocked board has settled (the editor's warm-up is done), and steps
          aside while the tile editor is open or a switch or dwell user drives the board. */}
      {boardTourWanted && warm === 'yes' && !editorOpen && (
        <Suspense fallback={null}>
          <BoardTour />
        </Suspense>
      )}
    </>
  );
}
