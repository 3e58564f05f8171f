/** The first retry waits this long; each further failure doubles it, up to MAX_RETRY_DELAY_MS. */
export const FIRST_RETRY_DELAY_MS = 2_000;
export const MAX_RETRY_DELAY_MS = 5 * 60_000;

/**
 * How long to wait after the `attempts`-th failure in a row. `random` spreads the retries of many devices
 * (after a server restart) over up to a fifth more time, so they do not all come back at the same moment.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_RETRY_DELAY_MS, FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, attempts));
  return Math.round(base * (1 + random() * 0.2));
}
