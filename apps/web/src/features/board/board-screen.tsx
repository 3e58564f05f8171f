import Box from '@mui/material/Box';
import { useParams } from 'react-router';
import { NavigationBar } from './components/navigation-bar';
import { OutputArea } from './components/output-area';
import { TileArea } from './components/tile-area';

/** The board screen (spec 01 §2): a header with the output bar and navigation bar above the tiles. */
export function BoardScreen() {
  const { id } = useParams();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100dvh' }}>
      <Box component="header" sx={{ flex: 'none' }}>
        <OutputArea />
        <NavigationBar />
      </Box>
      <TileArea boardId={id} />
    </Box>
  );
}
