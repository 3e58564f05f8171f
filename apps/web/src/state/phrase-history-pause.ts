import type { RootState } from './root-reducer';

/**
 * Whether phrases spoken now are left out of the phrase history (issue 31: "never kept while Pause reports is on"):
 * while the usage reports' Pause reports (issue 28) holds, the user is off the record for both. Reports merely off
 * (never turned on) do not stop the history: it is the user's own list on their device, not a report.
 */
export const selectPhraseHistoryPaused = (state: RootState, now = Date.now()): boolean => {
  const { pausedUntil } = state.usage;
  return pausedUntil !== null && now < pausedUntil;
};
