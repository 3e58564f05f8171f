import type { UsageState } from '../../state/usage-slice';

/**
 * What this device keeps of an account's usage reports between reloads, in localStorage: the last known choice, a
 * pause and modeling (so a reload does not end them), and the session under way.
 */
const usageKey = (userId: string) => `tessera-usage:${userId}`;
const sessionKey = (userId: string) => `tessera-usage-session:${userId}`;

const read = (key: string): unknown => {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
};

const write = (key: string, value: unknown) => {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage: the choice is asked of the server again next time.
  }
};

type Kept = Pick<UsageState, 'reportsOn' | 'pausedUntil' | 'modeling'>;

export function restoreUsage(userId: string, now: number): Partial<Kept> {
  const kept = read(usageKey(userId)) as Partial<Kept> | null;
  if (!kept || typeof kept !== 'object') return {};
  const restored: Partial<Kept> = {};
  if (typeof kept.reportsOn === 'boolean') restored.reportsOn = kept.reportsOn;
  if (typeof kept.pausedUntil === 'number' && kept.pausedUntil > now) restored.pausedUntil = kept.pausedUntil;
  if (typeof kept.modeling === 'boolean') restored.modeling = kept.modeling;
  return restored;
}

export const saveUsage = (userId: string, { reportsOn, pausedUntil, modeling }: Kept): void => write(usageKey(userId), { reportsOn, pausedUntil, modeling });

export function savedSession(userId: string): { id: string; lastAt: number } | null {
  const kept = read(sessionKey(userId)) as { id?: unknown; lastAt?: unknown } | null;
  return kept && typeof kept.id === 'string' && typeof kept.lastAt === 'number' ? { id: kept.id, lastAt: kept.lastAt } : null;
}

export const saveSession = (userId: string, session: { id: string; lastAt: number }): void => write(sessionKey(userId), session);
