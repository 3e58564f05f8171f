import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import type { BoardSummary } from '@tessera/core';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../state/hooks';
import { selectMyBoards } from '../../state/my-boards';
import { ActionButton } from '../../components/ui/action-button';
import { BoardList } from './board-list';
import { actionMessages } from './messages';
import { usePublicBoards } from './use-public-boards';

interface PanelProps {
  search: string;
  onOpen: (board: BoardSummary) => void;
  onInfo: (board: BoardSummary) => void;
  onReport: (board: BoardSummary) => void;
  /** More actions on each public board, composed in by app/ (copying a public board plugs in here). */
  extraActions?: ((board: BoardSummary) => ReactNode) | undefined;
}

/** Tab 1: everybody's public boards from the server, newest first, ten at a time. */
export function PublicBoardsPanel({ search, onOpen, onInfo, onReport, extraActions }: PanelProps) {
  const intl = useIntl();
  const list = usePublicBoards(search);
  // The user's own boards are theirs to unpublish, not to report.
  const myBoards = useAppSelector(selectMyBoards);
  const mine = useMemo(() => new Set(myBoards.map((board) => board.id)), [myBoards]);
  const label = (message: keyof typeof actionMessages) => intl.formatMessage(actionMessages[message]);
  return (
    <BoardList
      boards={list.boards}
      total={list.total}
      hasMore={list.hasMore}
      onLoadMore={list.loadMore}
      onOpen={onOpen}
      status={list.status === 'more-failed' ? 'failed' : list.status}
      onRetry={list.retry}
      actions={(board) => (
        <>
          <ActionButton label={label('info')} icon={<InfoOutlinedIcon />} onClick={() => onInfo(board)} />
          {!mine.has(board.id) && <ActionButton label={label('report')} icon={<FlagOutlinedIcon />} onClick={() => onReport(board)} />}
          {extraActions?.(board)}
        </>
      )}
    />
  );
}
