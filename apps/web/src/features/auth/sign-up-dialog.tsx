import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { signUpPayload, validateSignUp, type SignUpValues } from '@tessera/core';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { failureMessage, NO_CONNECTION_MESSAGE } from '../../lib/api/api-error';
import { signUp } from '../../lib/api/sign-up';
import { AuthFormDialog } from './auth-form-dialog';
import { useFieldError } from './field-error';
import { acceptTermsMessage, authMessages } from './messages';
import { useFailureText } from './use-failure-text';

type Values = Required<SignUpValues>;
type Request = { status: 'idle' | 'loading' } | { status: 'failed'; error: string } | { status: 'succeeded'; message: string };

const empty: Values = { name: '', email: '', password: '', passwordConfirm: '', isTermsAccepted: false };

// The terms and the privacy policy open beside the form, so what was typed stays.
const legalLink = (to: string) => (chunks: ReactNode[]) => (
  <Link href={to} target="_blank" rel="noopener">
    {chunks}
  </Link>
);

/** Spec 01 §5 sign up: name, email, password twice and the terms; the confirmation is never sent. */
export function SignUpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const failureText = useFailureText();
  const [values, setValues] = useState<Values>(empty);
  const [tried, setTried] = useState(false);
  const [request, setRequest] = useState<Request>({ status: 'idle' });
  const errors = validateSignUp(values);
  const fieldError = useFieldError(errors, tried);
  const text = (key: keyof typeof authMessages) => intl.formatMessage(authMessages[key]);
  const set = (field: keyof Values) => (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value });

  const submit = () => {
    setTried(true);
    if (Object.keys(errors).length > 0) return;
    setRequest({ status: 'loading' });
    // Spec 01 §7: on error the server's message, otherwise the no-connection message.
    signUp(signUpPayload(values)).then(
      ({ message }) => setRequest({ status: 'succeeded', message }),
      (error: unknown) => setRequest({ status: 'failed', error: failureMessage(error, NO_CONNECTION_MESSAGE) }),
    );
  };
  const termsError = tried ? errors.isTermsAccepted : undefined;

  return (
    <AuthFormDialog
      tall
      open={open}
      title={text('signUp')}
      submitLabel={text('signUp')}
      busy={request.status === 'loading'}
      error={request.status === 'failed' ? failureText(request.error) : null}
      success={request.status === 'succeeded' ? request.message : null}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField label={text('name')} autoComplete="name" required autoFocus value={values.name} onChange={set('name')} {...fieldError('name')} />
      <TextField
        label={text('email')}
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={set('email')}
        slotProps={{ htmlInput: { dir: 'ltr' } }}
        {...fieldError('email')}
      />
      <TextField
        label={text('password')}
        type="password"
        autoComplete="new-password"
        required
        value={values.password}
        onChange={set('password')}
        {...fieldError('password')}
      />
      <TextField
        label={text('confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        value={values.passwordConfirm}
        onChange={set('passwordConfirm')}
        {...fieldError('passwordConfirm')}
      />
      <FormControl error={Boolean(termsError)}>
        <FormControlLabel
          control={
            <Checkbox
              checked={values.isTermsAccepted}
              onChange={(event) => setValues({ ...values, isTermsAccepted: event.target.checked })}
              slotProps={{ input: { 'aria-describedby': termsError ? 'sign-up-terms-error' : undefined } }}
            />
          }
          label={intl.formatMessage(acceptTermsMessage, { terms: legalLink('/terms'), privacy: legalLink('/privacy') })}
        />
        {termsError && <FormHelperText id="sign-up-terms-error">{intl.formatMessage(termsError)}</FormHelperText>}
      </FormControl>
    </AuthFormDialog>
  );
}
