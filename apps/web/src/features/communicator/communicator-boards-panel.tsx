import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import PlaylistRemoveIcon from '@mui/icons-material/PlaylistRemove';
import type { BoardSummary } from '@tessera/core';
import { useIntl } from 'react-intl';
import { ActionButton } from '../../components/ui/action-button';
import { selectRootBoardId } from '../../state/board-slice';
import { setInCommunicator } from '../../state/communicator-membership';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { selectCommunicatorBoards } from '../../state/my-boards';
import { Badge } from './badges';
import { LocalBoardList } from './local-board-list';
import { actionMessages, listMessages } from './messages';

interface PanelProps {
  search: string;
  onOpen: (board: BoardSummary) => void;
  onInfo: (board: BoardSummary) => void;
  /** Spec 01 §6: a board leaves the communicator only with an auth token. */
  canRemove: boolean;
}

/** Tab 0: the boards of the active communicator, the root board first. */
export function CommunicatorBoardsPanel({ search, onOpen, onInfo, canRemove }: PanelProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const boards = useAppSelector(selectCommunicatorBoards);
  const rootId = useAppSelector(selectRootBoardId);
  const label = (message: keyof typeof actionMessages) => intl.formatMessage(actionMessages[message]);
  return (
    <LocalBoardList
      boards={boards}
      search={search}
      onOpen={onOpen}
      badges={(board) => board.id === rootId && <Badge text={listMessages.root} color="primary" />}
      actions={(board) => (
        <>
          <ActionButton label={label('info')} icon={<InfoOutlinedIcon />} onClick={() => onInfo(board)} />
          {canRemove && board.id !== rootId && (
            <ActionButton label={label('remove')} icon={<PlaylistRemoveIcon />} onClick={() => dispatch(setInCommunicator(board.id, false))} />
          )}
        </>
      )}
    />
  );
}
