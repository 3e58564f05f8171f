import { lazy, useEffect, useState, type ReactNode } from 'react';
import { selectIsLoggedIn } from '../../app/store/auth-slice';
import { useAppSelector } from '../../app/store/hooks';
import { hasSeenWelcome, rememberWelcomeSeen } from './first-visit';

// Only a first visit needs the welcome screen, so returning users never download it.
const WelcomeScreen = lazy(() => import('./welcome-screen'));

/**
 * Spec 02 §2: at /, a first-time visitor who is logged out sees the welcome screen instead of the board.
 * Deep links (/board/:id) do not pass through here. A logged-in user skips the welcome, and their login clears the
 * first-visit flag for good (spec 01 §4), so it stays away after a logout too.
 */
export function WelcomeGate({ children }: { children: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [seen, setSeen] = useState(() => hasSeenWelcome());
  useEffect(() => {
    if (loggedIn) rememberWelcomeSeen();
  }, [loggedIn]);
  if (seen || loggedIn) return children;
  const start = () => {
    rememberWelcomeSeen();
    setSeen(true);
  };
  return <WelcomeScreen onStart={start} />;
}
