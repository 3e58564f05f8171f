import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { subscribeMessages } from './messages';

/** The cancel states of spec 02 §4: '' → cancelling → ok or error. */
export type CancelState = '' | 'cancelling' | 'ok' | 'error';

/** The confirm dialog of the cancel (Close, Cancel Subscription); its button is disabled while cancelling and after ok. */
export function CancelSubscriptionDialog({
  open,
  state,
  onClose,
  onConfirm,
}: {
  open: boolean;
  state: CancelState;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const text = (key: keyof typeof subscribeMessages) => intl.formatMessage(subscribeMessages[key]);
  return (
    <Dialog open={open} onClose={() => state !== 'cancelling' && onClose()} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{text('cancelSubscription')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{text('cancelQuestion')}</DialogContentText>
          {state === 'ok' && <Alert severity="success">{text('cancelOk')}</Alert>}
          {state === 'error' && <Alert severity="error">{text('cancelError')}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={onClose} disabled={state === 'cancelling'} sx={{ minHeight: TOUCH_TARGET_PX }}>
          {text('close')}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={onConfirm}
          loading={state === 'cancelling'}
          disabled={state === 'cancelling' || state === 'ok'}
          sx={{ minHeight: TOUCH_TARGET_PX }}
        >
          {text('cancelSubscription')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
