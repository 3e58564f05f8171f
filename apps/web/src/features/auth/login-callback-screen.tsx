import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { logIn } from '../../state/auth-requests';
import { selectIsLoggedIn } from '../../state/auth-slice';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { authMessages } from './messages';
import { StatusPage } from './status-page';

/** Spec 01 §9: after a provider's error the page returns to /login-signup in 3 seconds. */
export const CALLBACK_ERROR_REDIRECT_MS = 3000;

/**
 * Spec 01 §2 social login callback (/login/:type/callback): the provider's error shows and leads back to login;
 * otherwise the query string finishes the login on the server. A user already present goes to /.
 */
export default function LoginCallbackScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { type = '' } = useParams();
  const { search } = useLocation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [failed, setFailed] = useState(false);
  const sent = useRef(false);
  const providerError = search.includes('error=');

  useEffect(() => {
    if (!providerError) return;
    const timer = setTimeout(() => void navigate('/login-signup', { replace: true }), CALLBACK_ERROR_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [providerError, navigate]);

  useEffect(() => {
    // The provider's code is good once: React's development double effects must not send it twice.
    if (providerError || loggedIn || sent.current) return;
    sent.current = true;
    void dispatch(logIn({ type, activatedData: search })).then((action) => {
      if (logIn.rejected.match(action)) setFailed(true);
    });
  }, [providerError, loggedIn, dispatch, type, search]);

  if (providerError) return <StatusPage message={intl.formatMessage(authMessages.callbackError)} />;
  if (loggedIn) return <Navigate to="/" replace />;
  if (failed) {
    return (
      <StatusPage message={intl.formatMessage(authMessages.socialLoginFailed)}>
        <Button variant="contained" component={Link} to="/login-signup" replace>
          {intl.formatMessage(authMessages.backToLogin)}
        </Button>
      </StatusPage>
    );
  }
  return <StatusPage busy message={intl.formatMessage(authMessages.callbackLoading)} />;
}
