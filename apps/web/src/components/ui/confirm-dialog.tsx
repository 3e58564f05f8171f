import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';

const touchTarget = { minHeight: TOUCH_TARGET_PX };

export type ConfirmDialogProps = {
  open: boolean;
  /** While the confirmed action runs: the dialog stays open and Cancel is disabled. */
  busy: boolean;
  title: string;
  text: string;
  cancelLabel: string;
  confirmLabel: string;
  /** 'error' for what cannot be undone. */
  color?: 'primary' | 'error';
  onCancel: () => void;
  onConfirm: () => void;
};

/** Asks before an action: its title and text, Cancel (focused first) and the action's own button. */
export function ConfirmDialog({ open, busy, title, text, cancelLabel, confirmLabel, color = 'primary', onCancel, onConfirm }: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog open={open} onClose={() => !busy && onCancel()} aria-labelledby={titleId} aria-describedby={bodyId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={onCancel} disabled={busy} sx={touchTarget}>
          {cancelLabel}
        </Button>
        <Button color={color} variant="contained" onClick={onConfirm} loading={busy} sx={touchTarget}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
