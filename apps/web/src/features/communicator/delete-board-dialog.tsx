import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { DialogError } from '../../components/ui/dialog-error';
import { deleteBoard } from '../../state/delete-board';
import { useAppDispatch } from '../../state/hooks';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { useDialogStatus } from './dialog-status';
import { deleteBodyMessage, deleteMessages as m } from './messages';

interface DeleteBoardDialogProps {
  boardId: string;
  name: string;
  open: boolean;
  onClose: () => void;
}

const touchTarget = { minHeight: TOUCH_TARGET_PX };

/** Asks before deleting one of the user's boards; the deletion notice that follows carries an Undo. */
export default function DeleteBoardDialog({ boardId, name, open, onClose }: DeleteBoardDialogProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const { status, run } = useDialogStatus();
  const confirm = async () => {
    if (await run(() => dispatch(deleteBoard(boardId)))) onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{intl.formatMessage(m.title)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{intl.formatMessage(deleteBodyMessage, { name })}</DialogContentText>
        {status === 'error' && <DialogError message={m.failed} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={touchTarget}>
          {intl.formatMessage(m.cancel)}
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={status === 'loading'} sx={touchTarget}>
          {intl.formatMessage(m.confirm)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
