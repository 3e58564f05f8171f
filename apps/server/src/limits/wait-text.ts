/** Whole seconds to wait, as a Retry-After header says it (at least 1: "0" would invite an immediate retry). */
export const retryAfterSeconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));

/** "Try again in …" text for a wait: seconds under a minute, else whole minutes, rounded up. */
export function waitText(ms: number): string {
  const seconds = retryAfterSeconds(ms);
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
