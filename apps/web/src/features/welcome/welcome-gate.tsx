import { lazy, useEffect, useState, type ReactNode } from 'react';
import { selectIsLoggedIn } from '../../state/auth-slice';
import { useAppSelector } from '../../state/hooks';
import { hasSeenWelcome, rememberWelcomeSeen } from './first-visit';

// Only a first visit needs the welcome screen, so returning users never download it.
const WelcomeScreen = lazy(() => import('./welcome-screen'));

/**
 * Spec 02 §2: at /, a first-time visitor who is logged out sees the welcome screen instead of the board.
 * For a link to a board (/board/:id) the gate is inactive: it lets the board through, and stays in the tree so
 * the board keeps its place when the path changes. A logged-in user skips the welcome, and their login clears the
 * first-visit flag for good (spec 01 §4), so it stays away after a logout too.
 */
export function WelcomeGate({ active = true, children }: { active?: boolean; children: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [seen, setSeen] = useState(() => hasSeenWelcome());
  useEffect(() => {
    if (loggedIn) rememberWelcomeSeen();
  }, [loggedIn]);
  if (seen || loggedIn || !active) return children;
  const start = () => {
    rememberWelcomeSeen();
    setSeen(true);
  };
  return <WelcomeScreen onStart={start} />;
}
