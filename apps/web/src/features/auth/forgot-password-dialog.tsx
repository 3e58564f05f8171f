import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { validateResetRequest } from '@tessera/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { requestPasswordReset } from '../../state/auth-requests';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { AuthFormDialog } from './auth-form-dialog';
import { useFieldError } from './field-error';
import { authMessages } from './messages';
import { useFailureText } from './use-failure-text';

/** Spec 01 §5 reset request: a valid email; the server mails a link when the account exists. */
export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const status = useAppSelector((state) => state.auth.resetStatus);
  const failure = useFailureText()(useAppSelector((state) => state.auth.resetError));
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const errors = validateResetRequest({ email });
  const fieldError = useFieldError(errors, tried);
  const text = (key: keyof typeof authMessages) => intl.formatMessage(authMessages[key]);

  const submit = () => {
    setTried(true);
    if (Object.keys(errors).length > 0) return;
    void dispatch(requestPasswordReset({ email })).then((action) => {
      if (requestPasswordReset.fulfilled.match(action)) setSent(action.payload);
    });
  };

  return (
    <AuthFormDialog
      open={open}
      title={text('forgotPassword')}
      submitLabel={text('send')}
      busy={status === 'loading'}
      error={status === 'failed' ? failure : null}
      success={sent}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography>{text('forgotIntro')}</Typography>
      <TextField
        label={text('email')}
        type="email"
        autoComplete="email"
        // Addresses read left to right in every language.
        slotProps={{ htmlInput: { dir: 'ltr' } }}
        required
        autoFocus
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        {...fieldError('email')}
      />
    </AuthFormDialog>
  );
}
