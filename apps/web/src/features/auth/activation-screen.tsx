import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { activateAccount } from '../../lib/api/activate-account';
import { failureMessage, NO_CONNECTION_MESSAGE } from '../../lib/api/api-error';
import { authMessages } from './messages';
import { StatusPage } from './status-page';
import { useFailureText } from './use-failure-text';

/** Spec 01 §9: after a successful activation the app moves on to / after 1 second. */
export const ACTIVATION_REDIRECT_MS = 1000;

type Result = { status: 'loading' } | { status: 'done'; ok: boolean; message: string };

/**
 * Spec 01 §2 activation page: 'Activating your account...', then the server's message with a 'Home page' link;
 * without a url, 'Invalid activation URL'.
 */
export default function ActivationScreen() {
  const intl = useIntl();
  const failureText = useFailureText();
  const navigate = useNavigate();
  const { url = '' } = useParams();
  const [result, setResult] = useState<Result>({ status: 'loading' });
  const started = useRef<string | null>(null);

  useEffect(() => {
    // An activation link works once: React's development double effects must not send it twice.
    if (!url.trim() || started.current === url) return;
    started.current = url;
    activateAccount(url).then(
      ({ message }) => setResult({ status: 'done', ok: true, message }),
      (error: unknown) => setResult({ status: 'done', ok: false, message: failureMessage(error, NO_CONNECTION_MESSAGE) }),
    );
  }, [url]);

  const succeeded = result.status === 'done' && result.ok;
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => void navigate('/', { replace: true }), ACTIVATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [succeeded, navigate]);

  if (!url.trim()) return <StatusPage message={intl.formatMessage(authMessages.invalidActivationUrl)} />;
  if (result.status === 'loading') return <StatusPage busy message={intl.formatMessage(authMessages.activating)} />;
  return (
    <StatusPage message={failureText(result.message) ?? ''}>
      <Button variant="contained" component={Link} to="/">
        {intl.formatMessage(authMessages.homePage)}
      </Button>
    </StatusPage>
  );
}
