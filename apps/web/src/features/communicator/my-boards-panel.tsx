import { boardDeletionBlocker, type BoardSummary } from '@tessera/core';
import { useState } from 'react';
import { selectActiveBoardId, selectBoardById, selectRootBoardId } from '../../state/board-slice';
import { setBoardPublic } from '../../state/board-visibility';
import { setInCommunicator } from '../../state/communicator-membership';
import { communicatorNotices } from '../../state/communicator-notices';
import { selectActiveCommunicator } from '../../state/communicator-slice';
import { deleteBoard } from '../../state/delete-board';
import { useAppDispatch, useAppSelector, useAppStore } from '../../state/hooks';
import { selectMyBoards } from '../../state/my-boards';
import { notificationShown } from '../../state/notifications-slice';
import { Badge } from './badges';
import BoardCoverDialog, { type RenderCoverUpload } from './board-cover-dialog';
import BoardDetailsDialog, { type DetailsMode } from './board-details-dialog';
import DeleteBoardDialog from './delete-board-dialog';
import { LocalBoardList } from './local-board-list';
import { listMessages } from './messages';
import { MyBoardActions, type MyBoardAction } from './my-board-actions';
import { useDisplayNames } from './use-display-names';

// The name is kept as it was asked about, so a deletion's dialog does not lose it while closing.
type ItemDialog = { kind: DetailsMode | 'cover' | 'delete'; boardId: string; name: string };

interface PanelProps {
  search: string;
  onOpen: (board: BoardSummary) => void;
  onInfo: (board: BoardSummary) => void;
  renderCoverUpload?: RenderCoverUpload | undefined;
}

/**
 * Tab 2: the signed-in user's own boards, held on this device and kept in step with the account by the sync, so an
 * edit shows here before it reaches the server. Each can get a cover, a new name and description, join or leave
 * the communicator, be published or unpublished, or be deleted (spec 01 §2, §4).
 */
export function MyBoardsPanel({ search, onOpen, onInfo, renderCoverUpload }: PanelProps) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const boards = useAppSelector(selectMyBoards);
  const communicatorBoards = useAppSelector(selectActiveCommunicator).boards;
  const { boardName } = useDisplayNames();
  // The dialog stays mounted once closed, so it can play its closing transition.
  const [dialog, setDialog] = useState<ItemDialog | null>(null);
  const [open, setOpen] = useState(false);
  const show = (kind: ItemDialog['kind'], board: BoardSummary) => {
    setDialog({ kind, boardId: board.id, name: boardName(board) });
    setOpen(true);
  };

  const askToDelete = (board: BoardSummary) => {
    const state = store.getState();
    const blocker = boardDeletionBlocker(board.id, { rootBoardId: selectRootBoardId(state), activeBoardId: selectActiveBoardId(state) });
    // The root board: deleteBoard refuses it with the spec's 'Root Board cannot be deleted'.
    if (blocker?.reason === 'root') dispatch(deleteBoard(board.id));
    else if (blocker) dispatch(notificationShown({ message: communicatorNotices.activeNotDeleted, kind: 'error' }));
    else show('delete', board);
  };

  const act = (action: MyBoardAction, board: BoardSummary) => {
    switch (action) {
      case 'info':
        return onInfo(board);
      case 'editImage':
        return show('cover', board);
      case 'editDetails':
        return show('edit', board);
      case 'add':
      case 'remove':
        return void dispatch(setInCommunicator(board.id, action === 'add'));
      case 'publish':
        if (dispatch(setBoardPublic(board.id, true)) === 'needs-description') show('publish', board);
        return;
      case 'unpublish':
        return void dispatch(setBoardPublic(board.id, false));
      case 'delete':
        return askToDelete(board);
    }
  };

  const dialogBoard = useAppSelector((state) => (dialog ? selectBoardById(state, dialog.boardId) : undefined));
  const close = () => setOpen(false);
  const key = dialog ? `${dialog.kind}:${dialog.boardId}` : '';

  return (
    <>
      <LocalBoardList
        boards={boards}
        search={search}
        onOpen={onOpen}
        badges={(board) => <Badge text={board.isPublic ? listMessages.public : listMessages.private} color={board.isPublic ? 'success' : 'default'} />}
        actions={(board) => <MyBoardActions board={board} inCommunicator={communicatorBoards.includes(board.id)} onAction={act} />}
      />
      {dialog && dialogBoard && (dialog.kind === 'edit' || dialog.kind === 'publish') && (
        <BoardDetailsDialog key={key} board={dialogBoard} mode={dialog.kind} open={open} onClose={close} />
      )}
      {dialog?.kind === 'cover' && dialogBoard && (
        <BoardCoverDialog key={key} board={dialogBoard} open={open} onClose={close} renderUpload={renderCoverUpload} />
      )}
      {dialog?.kind === 'delete' && <DeleteBoardDialog key={key} boardId={dialog.boardId} name={dialog.name} open={open} onClose={close} />}
    </>
  );
}
