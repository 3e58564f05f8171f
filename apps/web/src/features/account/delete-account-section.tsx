import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { accountDeletedHere } from '../../state/account-deletion';
import { accountDeletionNotices } from '../../state/account-deletion-notices';
import { useAppDispatch } from '../../state/hooks';
import { notificationShown } from '../../state/notifications-slice';
import { useDeleteAccountMutation } from '../../lib/api/delete-account';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { deleteAccountMessages as m } from './messages';

const touchTarget = { minHeight: TOUCH_TARGET_PX };

/**
 * "Delete account" on the People screen (spec 01 §7 DELETE /account/{id}; the screen is not shown in the spec).
 * A slip must not cost anyone their boards: the button only opens a dialog that says what goes, with Cancel
 * focused; the account goes only after "Delete my account". If the server cannot be reached, nothing changes.
 */
export function DeleteAccountSection({ userId }: { userId: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();

  const confirm = async () => {
    const result = await deleteAccount(userId);
    if ('error' in result) {
      // A 403 already logged the user out (the session ended); anything else leaves everything as it was.
      const forbidden = result.error && 'status' in result.error && result.error.status === 403;
      if (!forbidden) dispatch(notificationShown({ message: accountDeletionNotices.failed, kind: 'error' }));
      return;
    }
    setOpen(false);
    await dispatch(accountDeletedHere(userId));
    void navigate('/', { replace: true });
  };

  return (
    <Stack
      component="section"
      aria-labelledby={`${titleId}-section`}
      spacing={1.5}
      sx={{ maxWidth: 560, mx: 'auto', mt: 6, pt: 3, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography id={`${titleId}-section`} component="h2" variant="h6">
        {intl.formatMessage(m.sectionTitle)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {intl.formatMessage(m.sectionText)}
      </Typography>
      <div>
        <Button color="error" variant="outlined" onClick={() => setOpen(true)} sx={touchTarget}>
          {intl.formatMessage(m.open)}
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        busy={isLoading}
        title={intl.formatMessage(m.dialogTitle)}
        text={intl.formatMessage(m.dialogText)}
        cancelLabel={intl.formatMessage(m.cancel)}
        confirmLabel={intl.formatMessage(m.confirm)}
        color="error"
        onCancel={() => setOpen(false)}
        onConfirm={() => void confirm()}
      />
    </Stack>
  );
}
