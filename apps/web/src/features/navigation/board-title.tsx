import Typography from '@mui/material/Typography';
import type { Board } from '@tessera/core';
import { useBoardName } from './use-board-name';

/** The active board's name, shown in the bar while locked. */
export function BoardTitle({ board }: { board: Board | undefined }) {
  const name = useBoardName(board);
  return (
    <Typography component="h1" variant="h6" noWrap sx={{ flex: 1, minWidth: 0, px: 1, textAlign: 'center' }}>
      {name}
    </Typography>
  );
}
