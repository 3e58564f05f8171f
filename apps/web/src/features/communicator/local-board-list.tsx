import { summaryOfBoard, type Board, type BoardSummary } from '@tessera/core';
import { useCallback, useMemo, type ReactNode } from 'react';
import { BoardList } from './board-list';
import { useDisplayNames } from './use-display-names';
import { useLocalPages } from './use-local-pages';

interface LocalBoardListProps {
  boards: readonly Board[];
  search: string;
  onOpen: (board: BoardSummary) => void;
  badges?: (board: BoardSummary) => ReactNode;
  actions?: (board: BoardSummary) => ReactNode;
}

/** Boards held on this device, listed as the server's lists are: searched by name and description, ten at a time. */
export function LocalBoardList({ boards, search, onOpen, badges, actions }: LocalBoardListProps) {
  const { boardName } = useDisplayNames();
  const summaries = useMemo(() => boards.map(summaryOfBoard), [boards]);
  const textsOf = useCallback((board: BoardSummary) => [boardName(board), board.description], [boardName]);
  const { shown, total, hasMore, loadMore } = useLocalPages(summaries, search, textsOf);
  return <BoardList boards={shown} total={total} hasMore={hasMore} onLoadMore={loadMore} onOpen={onOpen} badges={badges} actions={actions} />;
}
