import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { selectSessionExpired, sessionExpiryHandled } from '../../state/auth-slice';
import { useAppDispatch, useAppSelector } from '../../state/hooks';

/** Spec 01 §8: after a 403 has logged the user out, the app goes to /login-signup. Renders nothing. */
export function SessionExpiryRedirect() {
  const expired = useAppSelector(selectSessionExpired);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    if (!expired) return;
    dispatch(sessionExpiryHandled());
    void navigate('/login-signup', { replace: true });
  }, [expired, dispatch, navigate]);
  return null;
}
