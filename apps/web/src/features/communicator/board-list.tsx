import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { BoardSummary } from '@tessera/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { BoardListItem } from './board-list-item';
import { listMessages, shownMessage } from './messages';

interface BoardListProps {
  boards: readonly BoardSummary[];
  total: number;
  hasMore: boolean;
  onLoadMore: () => void;
  onOpen: (board: BoardSummary) => void;
  badges?: (board: BoardSummary) => ReactNode;
  actions?: (board: BoardSummary) => ReactNode;
  /** A list fetched from the server: loading its first page, or failed (with a way to try again). */
  status?: 'loading' | 'failed' | 'loading-more' | 'ready';
  onRetry?: () => void;
}

const touchTarget = { minHeight: TOUCH_TARGET_PX, '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 } };

/** Boards as a list, with how many there are and "Load more" while there are further pages (spec 01 §2). */
export function BoardList({ boards, total, hasMore, onLoadMore, onOpen, badges, actions, status = 'ready', onRetry }: BoardListProps) {
  const intl = useIntl();
  if (status === 'loading') {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 3, justifyContent: 'center' }}>
        <CircularProgress size={24} />
        <Typography>{intl.formatMessage(listMessages.loading)}</Typography>
      </Box>
    );
  }
  const failure = status === 'failed' && (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" onClick={onRetry} sx={touchTarget}>
            {intl.formatMessage(listMessages.tryAgain)}
          </Button>
        )
      }
    >
      {intl.formatMessage(listMessages.loadFailed)}
    </Alert>
  );
  if (failure && boards.length === 0) return failure;
  return (
    <>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ py: 1 }}>
        {boards.length === 0 ? intl.formatMessage(listMessages.empty) : intl.formatMessage(shownMessage, { shown: boards.length, total })}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {boards.map((board) => (
          <BoardListItem key={board.id} board={board} onOpen={() => onOpen(board)} badges={badges?.(board)} actions={actions?.(board)} />
        ))}
      </Box>
      {failure}
      {(hasMore || status === 'loading-more') && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <Button
            variant="outlined"
            onClick={onLoadMore}
            disabled={status === 'loading-more'}
            startIcon={status === 'loading-more' ? <CircularProgress size={18} /> : undefined}
            sx={touchTarget}
          >
            {intl.formatMessage(listMessages.loadMore)}
          </Button>
        </Box>
      )}
    </>
  );
}
