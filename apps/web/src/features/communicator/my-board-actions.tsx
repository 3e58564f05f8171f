import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditNoteIcon from '@mui/icons-material/EditNote';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import PlaylistRemoveIcon from '@mui/icons-material/PlaylistRemove';
import PublicIcon from '@mui/icons-material/Public';
import PublicOffIcon from '@mui/icons-material/PublicOff';
import type { BoardSummary } from '@tessera/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ActionButton } from '../../components/ui/action-button';
import { actionMessages } from './messages';

export type MyBoardAction = 'info' | 'editImage' | 'editDetails' | 'add' | 'remove' | 'publish' | 'unpublish' | 'delete';

interface MyBoardActionsProps {
  board: BoardSummary;
  inCommunicator: boolean;
  onAction: (action: MyBoardAction, board: BoardSummary) => void;
}

/** What the user can do with a board of their own (spec 01 §2): each a named button with a 44 px target. */
export function MyBoardActions({ board, inCommunicator, onAction }: MyBoardActionsProps) {
  const intl = useIntl();
  const button = (action: MyBoardAction, icon: ReactNode) => (
    <ActionButton key={action} label={intl.formatMessage(actionMessages[action])} icon={icon} onClick={() => onAction(action, board)} />
  );
  return (
    <>
      {button('info', <InfoOutlinedIcon />)}
      {button('editImage', <ImageOutlinedIcon />)}
      {button('editDetails', <EditNoteIcon />)}
      {inCommunicator ? button('remove', <PlaylistRemoveIcon />) : button('add', <PlaylistAddIcon />)}
      {board.isPublic ? button('unpublish', <PublicOffIcon />) : button('publish', <PublicIcon />)}
      {button('delete', <DeleteOutlinedIcon />)}
    </>
  );
}
