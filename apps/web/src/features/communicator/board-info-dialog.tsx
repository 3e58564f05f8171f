import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { BoardSummary } from '@tessera/core';
import { Fragment, useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { selectBoardById } from '../../state/board-slice';
import { useAppSelector } from '../../state/hooks';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { BoardCover } from './board-cover';
import { boardPath } from './board-path';
import { formatDay } from './format-day';
import { infoMessages as m, listMessages } from './messages';
import { useDisplayNames } from './use-display-names';

interface BoardInfoDialogProps {
  board: BoardSummary;
  open: boolean;
  onClose: () => void;
  /** A link of the dialog opened a board (the board a copy was copied from): the dialogs around it close too. */
  onOpenBoard?: (() => void) | undefined;
}

/**
 * The board info dialog: what a board is, whose, how big, in which language, when last changed, who can see it, and
 * for a copy the board it was copied from (a link that opens it).
 */
export default function BoardInfoDialog({ board, open, onClose, onOpenBoard }: BoardInfoDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const { boardName } = useDisplayNames();
  const name = boardName(board);
  // Lists know a board by its summary; where a copy came from is on the board itself when this device holds it.
  const copiedFrom = useAppSelector((state) => selectBoardById(state, board.id)?.copiedFrom);
  const rows: [string, ReactNode][] = [
    [intl.formatMessage(m.name), name],
    [intl.formatMessage(m.description), board.description ?? ''],
    [intl.formatMessage(m.author), board.author ?? ''],
    [intl.formatMessage(m.tiles), intl.formatNumber(board.tileCount)],
    [intl.formatMessage(m.language), board.locale ?? ''],
    [intl.formatMessage(m.lastEdited), board.lastEdited ? formatDay(board.lastEdited) : ''],
    [intl.formatMessage(m.visibility), intl.formatMessage(board.isPublic ? listMessages.public : listMessages.private)],
    [
      intl.formatMessage(m.copiedFrom),
      copiedFrom && (
        <Link
          component={RouterLink}
          to={boardPath(copiedFrom.id)}
          onClick={() => (onClose(), onOpenBoard?.())}
          sx={{ display: 'inline-flex', alignItems: 'center', minHeight: TOUCH_TARGET_PX }}
        >
          {copiedFrom.name || copiedFrom.id}
        </Link>
      ),
    ],
  ];
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{intl.formatMessage(m.title)}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
          <BoardCover caption={board.caption} size={160} />
        </Box>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', alignItems: 'baseline', columnGap: 2, rowGap: 1, m: 0 }}>
          {rows
            .filter(([, value]) => value !== '' && value !== undefined)
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
        <Button variant="contained" onClick={onClose} sx={{ minHeight: TOUCH_TARGET_PX }}>
          {intl.formatMessage(m.close)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
