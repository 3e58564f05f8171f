import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { validateChangePassword } from '@tessera/core';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { changePassword } from '../../state/auth-requests';
import { authRequestCleared } from '../../state/auth-slice';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { AuthFormDialog } from './auth-form-dialog';
import { useFieldError } from './field-error';
import { authMessages } from './messages';
import { useFailureText } from './use-failure-text';

/** Spec 01 §4, §9: after a password change the app moves on after 2 seconds, to the login screen. */
export const PASSWORD_CHANGED_REDIRECT_MS = 2000;

/** Spec 01 §2 change-password page (/reset/:userid/:url): the dialog 'Save your new password'. */
export default function ChangePasswordScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { userid = '', url = '' } = useParams();
  const status = useAppSelector((state) => state.auth.changePasswordStatus);
  const failure = useFailureText()(useAppSelector((state) => state.auth.changePasswordError));
  const [values, setValues] = useState({ password: '', passwordRepeat: '' });
  const [saved, setSaved] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const errors = validateChangePassword(values);
  const fieldError = useFieldError(errors, tried);
  const text = (key: keyof typeof authMessages) => intl.formatMessage(authMessages[key]);

  useEffect(() => {
    dispatch(authRequestCleared('changePassword'));
  }, [dispatch]);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => void navigate('/login-signup', { replace: true }), PASSWORD_CHANGED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [saved, navigate]);

  const submit = () => {
    setTried(true);
    if (Object.keys(errors).length > 0) return;
    void dispatch(changePassword({ userid, token: url, password: values.password })).then((action) => {
      if (changePassword.fulfilled.match(action)) setSaved(action.payload);
    });
  };

  return (
    <Box component="main" sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <AuthFormDialog
        open
        title={text('changePasswordTitle')}
        submitLabel={text('save')}
        busy={status === 'loading'}
        error={status === 'failed' ? failure : null}
        success={saved}
        onSubmit={submit}
        onClose={() => void navigate('/login-signup', { replace: true })}
      >
        <TextField
          label={text('newPassword')}
          type="password"
          autoComplete="new-password"
          required
          autoFocus
          value={values.password}
          onChange={(event) => setValues({ ...values, password: event.target.value })}
          {...fieldError('password')}
        />
        <TextField
          label={text('repeatPassword')}
          type="password"
          autoComplete="new-password"
          required
          value={values.passwordRepeat}
          onChange={(event) => setValues({ ...values, passwordRepeat: event.target.value })}
          {...fieldError('passwordRepeat')}
        />
      </AuthFormDialog>
    </Box>
  );
}
