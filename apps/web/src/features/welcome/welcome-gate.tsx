import { lazy, useState, type ReactNode } from 'react';
import { hasSeenWelcome, rememberWelcomeSeen } from './first-visit';

// Only a first visit needs the welcome screen, so returning users never download it.
const WelcomeScreen = lazy(() => import('./welcome-screen'));

/**
 * Spec 02 §2: at /, a first-time visitor who is logged out sees the welcome screen instead of the board.
 * Deep links (/board/:id) do not pass through here. There are no accounts yet, so every visitor is logged
 * out; once they exist, a logged-in user skips the welcome as well.
 */
export function WelcomeGate({ children }: { children: ReactNode }) {
  const [seen, setSeen] = useState(() => hasSeenWelcome());
  if (seen) return children;
  const start = () => {
    rememberWelcomeSeen();
    setSeen(true);
  };
  return <WelcomeScreen onStart={start} />;
}
