import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { shareAccess, type Board } from '@tessera/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { selectIsOwnBoard } from '../../state/my-boards';
import { notificationShown } from '../../state/notifications-slice';
import type { NavigationUser } from './current-user';
import { shareMessages } from './messages';
import { ShareChannelButtons } from './share-channel-buttons';
import { SharePublish } from './share-publish';
import { boardUrl } from './share-links';
import { useBoardName } from './use-board-name';

interface ShareBoardDialogProps {
  open: boolean;
  onClose: () => void;
  board: Board | undefined;
  user: NavigationUser | null;
}

/**
 * Spec 01 §5: sharing needs a registered user, and its channels open only for a public board; a private board of
 * the user's own can be published from here.
 */
export default function ShareBoardDialog({ open, onClose, board, user }: ShareBoardDialogProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const title = useBoardName(board);
  const access = shareAccess(user, { isPublic: board?.isPublic });
  const url = boardUrl(window.location.origin, board?.id ?? '');
  const isOwn = useAppSelector((state) => (board ? selectIsOwnBoard(state, board.id) : false));

  const copy = () => {
    // Without a secure context there is no clipboard at all; that is a failure to report, not a crash.
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(url))
      .then(
        () => dispatch(notificationShown({ message: shareMessages.copied, kind: 'success' })),
        () => dispatch(notificationShown({ message: shareMessages.copyFailed, kind: 'error' })),
      );
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{intl.formatMessage(shareMessages.title)}</DialogTitle>
      <DialogContent>
        {access.warning ? (
          <Alert severity="warning">{intl.formatMessage(access.warning)}</Alert>
        ) : (
          <>
            {!access.channelsEnabled && board && isOwn && <SharePublish key={board.id} boardId={board.id} />}
            {!access.channelsEnabled && !isOwn && <DialogContentText sx={{ mb: 2 }}>{intl.formatMessage(shareMessages.notPublic)}</DialogContentText>}
            <ShareChannelButtons url={url} title={title} enabled={access.channelsEnabled} onCopy={copy} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage(shareMessages.close)}</Button>
        {access.warning && (
          <Button variant="contained" component={Link} to="/login-signup" onClick={onClose}>
            {intl.formatMessage(shareMessages.logIn)}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
