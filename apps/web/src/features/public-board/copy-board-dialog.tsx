import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { DialogError } from '../../components/ui/dialog-error';
import { useAppDispatch } from '../../state/hooks';
import { notificationShown } from '../../state/notifications-slice';
import { copyPublicBoard } from '../../state/public-board-copy';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { copiedNotice, copyMessages as m } from './messages';

const touchTarget = { minHeight: TOUCH_TARGET_PX };

export interface CopyBoardDialogProps {
  boardId: string;
  /** What the dialog says: the offer, or why there is none (`refused`), with the board's name and author. */
  text: MessageDescriptor;
  values: { name: string; author: string | undefined };
  refused: boolean;
  /** The board is not yet known well enough to copy (its name still coming). */
  waiting?: boolean;
  onClose: () => void;
  /** The copy was made (the root of the set is `copyId`); the dialog is closed by then. */
  onCopied?: ((copyId: string) => void) | undefined;
}

/**
 * The copy-public-board dialog (spec 01 §2, §4): someone else's public board, offered as a copy of the user's own
 * with the boards its folders open; or why it is not copied (the user is its author, or the communicator lists it).
 * Its states: idle, loading while the boards are fetched, error ('ERROR: There was an error trying to get the
 * board.', nothing kept), success (it closes with the notice, and the copy is on screen).
 */
export function CopyBoardDialog({ boardId, text, values, refused, waiting = false, onClose, onCopied }: CopyBoardDialogProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  const close = () => {
    if (status !== 'loading') onClose();
  };
  const copy = async () => {
    setStatus('loading');
    const copied = await dispatch(copyPublicBoard(boardId));
    if (copied.outcome === 'failed') return setStatus('error');
    onClose();
    if (copied.outcome !== 'copied') return;
    dispatch(notificationShown({ message: copiedNotice, kind: 'success' }));
    onCopied?.(copied.copyId);
  };
  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{intl.formatMessage(m.title)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{intl.formatMessage(text, values)}</DialogContentText>
        {status === 'error' && <DialogError message={m.failed} />}
      </DialogContent>
      <DialogActions>
        {refused ? (
          <Button onClick={close} sx={touchTarget}>
            {intl.formatMessage(m.close)}
          </Button>
        ) : (
          <>
            <Button onClick={close} disabled={status === 'loading'} sx={touchTarget}>
              {intl.formatMessage(m.notNow)}
            </Button>
            <Button variant="contained" onClick={() => void copy()} disabled={status === 'loading' || waiting} sx={touchTarget}>
              {intl.formatMessage(status === 'loading' ? m.copying : m.copy)}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
