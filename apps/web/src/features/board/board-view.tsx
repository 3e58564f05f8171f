import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import { boardMessages } from './messages';

/** The scrolling grid of tiles of the board shown. */
export function BoardView({ boardId }: { boardId: string | undefined }) {
  const intl = useIntl();
  return (
    <Box
      component="main"
      aria-label={intl.formatMessage(boardMessages.tiles)}
      data-board-id={boardId}
      sx={{ flex: 1, minHeight: 0, overflow: 'auto', p: 1 }}
    />
  );
}
