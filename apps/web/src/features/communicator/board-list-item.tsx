import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BoardSummary } from '@tessera/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { BoardCover } from './board-cover';
import { boardPath } from './board-path';
import { boardActionsMessage, byAuthorMessage, tileCountMessage } from './messages';
import { useDisplayNames } from './use-display-names';

interface BoardListItemProps {
  board: BoardSummary;
  /** Opening the board moves to /board/:id; the dialog closes with it. */
  onOpen: () => void;
  badges?: ReactNode;
  actions?: ReactNode;
}

/** One board of a list: its cover, its name (a link that opens it), description, tiles and author, and what can be done with it. */
export function BoardListItem({ board, onOpen, badges, actions }: BoardListItemProps) {
  const intl = useIntl();
  const { boardName } = useDisplayNames();
  const meta = [intl.formatMessage(tileCountMessage, { count: board.tileCount })];
  if (board.author) meta.push(intl.formatMessage(byAuthorMessage, { author: board.author }));
  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <BoardCover caption={board.caption} size={72} />
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            <Link
              component={RouterLink}
              to={boardPath(board.id)}
              onClick={onOpen}
              underline="hover"
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                minHeight: TOUCH_TARGET_PX,
                overflowWrap: 'anywhere',
                '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              {boardName(board)}
            </Link>
          </Typography>
          {board.description && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
            >
              {board.description}
            </Typography>
          )}
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
            <Typography variant="caption" color="text.secondary">
              {meta.join(' · ')}
            </Typography>
            {badges}
          </Stack>
        </Stack>
      </Box>
      {/* Below the board rather than beside it: on a phone the whole width holds one row of them. */}
      {actions && (
        <Stack
          direction="row"
          useFlexGap
          role="group"
          aria-label={intl.formatMessage(boardActionsMessage, { name: boardName(board) })}
          sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }}
        >
          {actions}
        </Stack>
      )}
    </Box>
  );
}
