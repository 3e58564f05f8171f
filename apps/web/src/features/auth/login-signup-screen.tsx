import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, Link as RouterLink } from 'react-router';
import { authRequestCleared, selectIsLoggedIn } from '../../state/auth-slice';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { LoginDialog } from './login-dialog';
import { authMessages } from './messages';
import { SignUpDialog } from './sign-up-dialog';
import { SocialLoginButtons } from './social-login-buttons';

type Dialog = 'login' | 'signUp' | 'forgot';

// Links standing alone under the buttons, as tall as a fingertip (44 px) though their text is one small line.
const fingerSized = { display: 'inline-flex', alignItems: 'center', minHeight: TOUCH_TARGET_PX, textAlign: 'center' } as const;

/**
 * Spec 01 §2 /login-signup: only for a logged-out user (a logged-in one goes to /). Login, Sign Up and
 * Forgot password open as dialogs; privacy and terms are one link away.
 */
export default function LoginSignupScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // Each opening starts a fresh form (the dialogs keep their fields in their own state).
  const [opened, setOpened] = useState(0);
  const text = (key: keyof typeof authMessages) => intl.formatMessage(authMessages[key]);
  const title = text('welcomeTitle');
  useEffect(() => {
    document.title = `${title} · ${intl.formatMessage({ id: 'app.name' })}`;
  }, [title, intl]);

  const open = (which: Dialog) => {
    dispatch(authRequestCleared(which === 'forgot' ? 'reset' : 'login'));
    setOpened((count) => count + 1);
    setDialog(which);
  };
  const close = () => setDialog(null);

  if (loggedIn) return <Navigate to="/" replace />;

  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: { xs: 2, sm: 4 }, bgcolor: 'background.default' }}>
      <Stack spacing={3} sx={{ maxWidth: 420, width: '100%', alignItems: 'center', textAlign: 'center' }}>
        <Box component="img" src="/favicon.svg" alt="" sx={{ width: 72, height: 72 }} />
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography sx={{ fontSize: '1.1rem' }}>{text('welcomeIntro')}</Typography>
        <Stack spacing={1.5} sx={{ width: '100%' }}>
          <Button variant="contained" size="large" onClick={() => open('login')} sx={{ py: 1.25 }}>
            {text('login')}
          </Button>
          <Button variant="outlined" size="large" onClick={() => open('signUp')} sx={{ py: 1.25 }}>
            {text('signUp')}
          </Button>
        </Stack>
        <SocialLoginButtons />
        <Typography variant="body2" color="text.secondary">
          {text('guestNote')}{' '}
          <Link component={RouterLink} to="/">
            {text('continueAsGuest')}
          </Link>
        </Typography>
        <Stack direction="row" spacing={3} component="nav" aria-label={`${text('privacy')}, ${text('terms')}`}>
          <Link component={RouterLink} to="/privacy" sx={fingerSized}>
            {text('privacy')}
          </Link>
          <Link component={RouterLink} to="/terms" sx={fingerSized}>
            {text('terms')}
          </Link>
        </Stack>
      </Stack>
      <LoginDialog key={`login-${opened}`} open={dialog === 'login'} onClose={close} onForgotPassword={() => open('forgot')} />
      <SignUpDialog key={`signUp-${opened}`} open={dialog === 'signUp'} onClose={close} />
      <ForgotPasswordDialog key={`forgot-${opened}`} open={dialog === 'forgot'} onClose={close} />
    </Box>
  );
}
