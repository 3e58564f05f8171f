import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { authMessages } from './messages';

interface AuthFormDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  busy?: boolean;
  /** A failure to show above the fields (already in the user's language). */
  error?: string | null;
  /** Shown instead of the fields once the request succeeded; the dialog then offers only Close. */
  success?: string | null;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
  /** Shown between the fields and the buttons (the "Forgot password?" link). */
  extra?: ReactNode;
  /** A long form takes the whole screen of a phone; a short one stays a dialog over the page. */
  tall?: boolean;
}

/** The frame of the Login, Sign Up, Forgot password and change-password dialogs: a titled form with its buttons. */
export function AuthFormDialog({
  open,
  title,
  submitLabel,
  busy = false,
  error,
  success,
  onSubmit,
  onClose,
  children,
  extra,
  tall = false,
}: AuthFormDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    onSubmit();
    // After a refused submit, the first field in error gets the focus, so its message is read out at once.
    const form = event.currentTarget;
    requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };
  return (
    <Dialog open={open} onClose={onClose} fullScreen={tall && phone} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form noValidate onSubmit={submit} style={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {success ? (
            <Alert severity="success" role="status">
              {success}
            </Alert>
          ) : (
            <Stack spacing={2} sx={{ pt: 1 }}>
              {error && (
                <Alert severity="error" role="alert">
                  {error}
                </Alert>
              )}
              {children}
              {extra}
            </Stack>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {success ? (
            <Button variant="contained" onClick={onClose}>
              {intl.formatMessage(authMessages.close)}
            </Button>
          ) : (
            <>
              <Button onClick={onClose}>{intl.formatMessage(authMessages.cancel)}</Button>
              <Button type="submit" variant="contained" loading={busy}>
                {submitLabel}
              </Button>
            </>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
