import Box from '@mui/material/Box';
import { BoardView } from '../features/board/board-view';
import { NavigationBar } from '../features/navigation/navigation-bar';
import { OutputBar } from '../features/output-bar/output-bar';
import { BoardEditing } from './board-editing';
import { useSpeechSettingsSync } from './speech-context';

/**
 * The board screen of spec 01 §2 for / and /board/:id: a header with the output bar and the navigation bar,
 * then the tile area. Features meet here; each reads and changes the board through the store.
 */
export function BoardPage({ boardId }: { boardId: string | undefined }) {
  useSpeechSettingsSync();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <Box component="header" sx={{ flex: 'none' }}>
        <OutputBar />
        <NavigationBar />
        <BoardEditing />
      </Box>
      <BoardView boardId={boardId} />
    </Box>
  );
}
