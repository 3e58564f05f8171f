import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { validateLogin } from '@tessera/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { logIn } from '../../state/auth-requests';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { AuthFormDialog } from './auth-form-dialog';
import { useFieldError } from './field-error';
import { authMessages } from './messages';
import { useFailureText } from './use-failure-text';

interface LoginDialogProps {
  open: boolean;
  onClose: () => void;
  onForgotPassword: () => void;
}

/** Spec 01 §2, §5: email and password, checked here first; the server's refusal shows above the fields. */
export function LoginDialog({ open, onClose, onForgotPassword }: LoginDialogProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const status = useAppSelector((state) => state.auth.loginStatus);
  const failure = useFailureText()(useAppSelector((state) => state.auth.loginError));
  const [values, setValues] = useState({ email: '', password: '' });
  const [tried, setTried] = useState(false);
  const errors = validateLogin(values);
  const fieldError = useFieldError(errors, tried);
  const text = (key: keyof typeof authMessages) => intl.formatMessage(authMessages[key]);

  const submit = () => {
    setTried(true);
    if (Object.keys(errors).length > 0) return;
    void dispatch(logIn({ email: values.email.trim(), password: values.password }));
  };

  return (
    <AuthFormDialog
      open={open}
      title={text('login')}
      submitLabel={text('login')}
      busy={status === 'loading'}
      error={status === 'failed' ? failure : null}
      onSubmit={submit}
      onClose={onClose}
      extra={
        <Link component="button" type="button" onClick={onForgotPassword} sx={{ alignSelf: 'flex-start' }}>
          {text('forgotPassword')}
        </Link>
      }
    >
      <TextField
        label={text('email')}
        type="email"
        autoComplete="email"
        // Addresses read left to right in every language.
        slotProps={{ htmlInput: { dir: 'ltr' } }}
        required
        autoFocus
        value={values.email}
        onChange={(event) => setValues({ ...values, email: event.target.value })}
        {...fieldError('email')}
      />
      <TextField
        label={text('password')}
        type="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={(event) => setValues({ ...values, password: event.target.value })}
        {...fieldError('password')}
      />
    </AuthFormDialog>
  );
}
