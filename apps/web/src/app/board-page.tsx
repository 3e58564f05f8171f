import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { BoardView } from '../features/board/board-view';
import { NavigationBar } from '../features/navigation/navigation-bar';
import { OutputBar } from '../features/output-bar/output-bar';
import { SyncStatusButton } from '../features/sync-status/sync-status-button';
import { savingReady } from './saving-ready';
import { useSpeechSettingsSync } from '../state/speech-context';
import { useAppSelector } from '../state/hooks';
import { selectScanningSettings } from '../state/settings-slice';
import { selectBlockedPrivateBoard, selectCopyPublicBoard, selectIsLocked } from '../state/ui-slice';
import { selectWordGuide } from '../state/word-guide-slice';

// The app starts locked and nothing that edits shows while locked, so the editing code (the edit toolbar with
// its text fields, menus and dialogs, and the tile editor) is fetched on the first unlock, not with the board. It
// waits for the saving code too (see saving-ready.ts).
const BoardEditing = lazy(() => savingReady().then(() => import('./board-editing')));
// The copy offer and the private-board block load when one is first wanted (copying saves, so it waits for saving).
const PublicBoardDialogs = lazy(() => savingReady().then(() => import('../features/public-board/public-board-dialogs')));
// Switch access and dwell load only for those who turn them on.
const Scanner = lazy(() => import('../features/scanner/scanner'));
// The keyboard board's keys, prediction and word lists load when it is first opened.
const KeyboardBoard = lazy(() => import('../features/keyboard/keyboard-board'));
const keyboard = (
  <Suspense fallback={null}>
    <KeyboardBoard />
  </Suspense>
);
// The word finder's guide ("Show me") loads when a word is first shown the way to.
const WordGuideBanner = lazy(() => import('../features/board/word-guide-banner'));

// One element for every render, so the navigation bar (memoised) does not render again when the route changes.
const syncStatus = <SyncStatusButton />;

/**
 * The board screen of spec 01 §2 for / and /board/:id: a header with the output bar and the navigation bar,
 * then the tile area. Features meet here; each reads and changes the board through the store.
 */
export function BoardPage({ boardId }: { boardId: string | undefined }) {
  useSpeechSettingsSync();
  const isLocked = useAppSelector(selectIsLocked);
  const { active: scanning, dwellActive } = useAppSelector(selectScanningSettings);
  const guiding = useAppSelector((state) => selectWordGuide(state) !== null);
  const othersBoardDialog = useAppSelector((state) => selectCopyPublicBoard(state) !== null || selectBlockedPrivateBoard(state) !== null);
  return (
    <Box data-screen="board" sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <Box component="header" sx={{ flex: 'none' }}>
        <OutputBar />
        <NavigationBar syncStatus={syncStatus} />
        {!isLocked && (
          <Suspense fallback={null}>
            <BoardEditing />
          </Suspense>
        )}
        {guiding && (
          <Suspense fallback={null}>
            <WordGuideBanner />
          </Suspense>
        )}
      </Box>
      <BoardView boardId={boardId} keyboard={keyboard} />
      {(scanning || dwellActive) && (
        <Suspense fallback={null}>
          <Scanner />
        </Suspense>
      )}
      {othersBoardDialog && (
        <Suspense fallback={null}>
          <PublicBoardDialogs />
        </Suspense>
      )}
    </Box>
  );
}
