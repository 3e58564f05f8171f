import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { BoardSummary } from '@tessera/core';
import { Fragment, useId } from 'react';
import { useIntl } from 'react-intl';
import { BoardCover } from './board-cover';
import { formatDay } from './format-day';
import { infoMessages as m, listMessages } from './messages';
import { useDisplayNames } from './use-display-names';

interface BoardInfoDialogProps {
  board: BoardSummary;
  open: boolean;
  onClose: () => void;
}

/** The board info dialog: what a board is, whose, how big, in which language, when last changed, and who can see it. */
export default function BoardInfoDialog({ board, open, onClose }: BoardInfoDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const { boardName } = useDisplayNames();
  const name = boardName(board);
  const rows: [string, string][] = [
    [intl.formatMessage(m.name), name],
    [intl.formatMessage(m.description), board.description ?? ''],
    [intl.formatMessage(m.author), board.author ?? ''],
    [intl.formatMessage(m.tiles), intl.formatNumber(board.tileCount)],
    [intl.formatMessage(m.language), board.locale ?? ''],
    [intl.formatMessage(m.lastEdited), board.lastEdited ? formatDay(board.lastEdited) : ''],
    [intl.formatMessage(m.visibility), intl.formatMessage(board.isPublic ? listMessages.public : listMessages.private)],
  ];
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{intl.formatMessage(m.title)}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
          <BoardCover caption={board.caption} size={160} />
        </Box>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
          {rows
            .filter(([, value]) => value !== '')
            .map(([term, value]) => (
              <Fragment key={term}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {term}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Fragment>
            ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} sx={{ minHeight: 44 }}>
          {intl.formatMessage(m.close)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
