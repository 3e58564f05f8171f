import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { loggedOut, selectIsLoggedIn, selectUser } from '../../state/auth-slice';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { settingsMenuMessages } from './messages';

/** Spec 02 §2: the menu's first row: the user's name and Logout, or "Guest" and Login/Signup. */
export function AccountRow() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const text = (key: keyof typeof settingsMenuMessages) => intl.formatMessage(settingsMenuMessages[key]);
  return (
    <Paper variant="outlined" component="section" aria-label={loggedIn ? user?.name : text('guest')} sx={{ p: 2 }}>
      {/* On a phone the button moves under the name rather than squeezing a long name into a narrow column. */}
      <Stack direction="row" useFlexGap spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <AccountCircleIcon sx={{ fontSize: 48, color: 'primary.main' }} aria-hidden />
        <Stack sx={{ flex: '1 1 14rem', minWidth: 0 }}>
          <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {loggedIn ? user?.name : text('guest')}
          </Typography>
          {loggedIn && <EmailAddress email={user?.email ?? ''} />}
        </Stack>
        {loggedIn ? (
          <Button variant="outlined" onClick={() => dispatch(loggedOut())}>
            {text('logout')}
          </Button>
        ) : (
          <Button variant="contained" component={Link} to="/login-signup">
            {text('loginSignup')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * An e-mail address as it is written, left to right in an Arabic or Hebrew menu too, on the side the menu starts.
 * A long one wraps after its @ and before its dots, as addresses are broken in print, and inside a part only where
 * one part alone is wider than the row (a 390 px phone beside the Logout button).
 */
function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?<=@)|(?=\.)/);
  return (
    <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ alignSelf: 'flex-start', maxWidth: '100%', overflowWrap: 'anywhere' }}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </Typography>
  );
}
