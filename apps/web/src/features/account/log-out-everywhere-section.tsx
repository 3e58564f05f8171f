import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useLogOutEverywhereMutation } from '../../lib/api/log-out-everywhere';
import { loggedOut } from '../../state/auth-slice';
import { useAppDispatch } from '../../state/hooks';
import { notificationShown } from '../../state/notifications-slice';
import { logOutEverywhereMessages as m, sessionNotices } from './messages';

const target44 = { minHeight: 44 };

/**
 * "Log out of all devices" on the Devices screen (issue 26): every session of the account ends on the server, this
 * one included, so a lost phone or a copied token opens nothing any more. It asks first, with Cancel focused, since
 * each device then needs its password again; what a device has not sent yet stays on it for its next login.
 */
export function LogOutEverywhereSection() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const titleId = useId();
  const bodyId = useId();
  const [open, setOpen] = useState(false);
  const [logOutEverywhere, { isLoading }] = useLogOutEverywhereMutation();

  const confirm = async () => {
    const result = await logOutEverywhere();
    if ('error' in result) {
      // A 403 already logged this device out (its session had ended); anything else changed nothing.
      const forbidden = result.error && 'status' in result.error && result.error.status === 403;
      if (!forbidden) dispatch(notificationShown({ message: sessionNotices.failed, kind: 'error' }));
      return;
    }
    setOpen(false);
    dispatch(loggedOut());
    void navigate('/', { replace: true });
  };

  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-start', pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Button variant="outlined" onClick={() => setOpen(true)} sx={target44}>
        {intl.formatMessage(m.open)}
      </Button>
      <Dialog open={open} onClose={() => !isLoading && setOpen(false)} aria-labelledby={titleId} aria-describedby={bodyId}>
        <DialogTitle id={titleId}>{intl.formatMessage(m.open)}</DialogTitle>
        <DialogContent>
          <DialogContentText id={bodyId}>{intl.formatMessage(m.text)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button autoFocus onClick={() => setOpen(false)} disabled={isLoading} sx={target44}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button variant="contained" onClick={() => void confirm()} loading={isLoading} sx={target44}>
            {intl.formatMessage(m.open)}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
