import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch } from '../../state/hooks';
import { blockedPrivateBoardShown } from '../../state/ui-slice';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { privateMessages as m } from './messages';

/** The blocked-private-board dialog (spec 01 §4): someone else's private board, with 'ask the author to publish'. */
export function BlockedPrivateBoardDialog() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const close = () => dispatch(blockedPrivateBoardShown(null));
  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{intl.formatMessage(m.title)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{intl.formatMessage(m.body)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={close} autoFocus sx={{ minHeight: TOUCH_TARGET_PX }}>
          {intl.formatMessage(m.ok)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
