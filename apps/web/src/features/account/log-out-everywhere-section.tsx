import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useLogOutEverywhereMutation } from '../../lib/api/log-out-everywhere';
import { loggedOut } from '../../state/auth-slice';
import { useAppDispatch } from '../../state/hooks';
import { notificationShown } from '../../state/notifications-slice';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { logOutEverywhereMessages as m, sessionNotices } from './messages';

const touchTarget = { minHeight: TOUCH_TARGET_PX };

/**
 * "Log out of all devices" on the Devices screen (issue 26): every session of the account ends on the server, this
 * one included, so a lost phone or a copied token opens nothing any more. It asks first, with Cancel focused, since
 * each device then needs its password again; what a device has not sent yet stays on it for its next login.
 */
export function LogOutEverywhereSection() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
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
      <Button variant="outlined" onClick={() => setOpen(true)} sx={touchTarget}>
        {intl.formatMessage(m.open)}
      </Button>
      <ConfirmDialog
        open={open}
        busy={isLoading}
        title={intl.formatMessage(m.open)}
        text={intl.formatMessage(m.text)}
        cancelLabel={intl.formatMessage(m.cancel)}
        confirmLabel={intl.formatMessage(m.open)}
        onCancel={() => setOpen(false)}
        onConfirm={() => void confirm()}
      />
    </Stack>
  );
}
