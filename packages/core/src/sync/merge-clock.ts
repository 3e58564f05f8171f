import type { MergeClock, MergeContext } from './merge-types.ts';

const editedAt = (record: unknown): number => {
  const lastEdited = (record as { lastEdited?: unknown } | null)?.lastEdited;
  return typeof lastEdited === 'string' ? Date.parse(lastEdited) : Number.NaN;
};

/** The clock read from each side's `lastEdited`; a side without one never wins (NaN). */
export const clockFromRecords = (local: unknown, remote: unknown): MergeClock => ({
  localEditedAt: editedAt(local),
  remoteEditedAt: editedAt(remote),
});

/** Strictly newer only: ties and unknown times go to remote, so every device merging the same pair agrees. */
export const localIsNewer = (clock: MergeClock): boolean => clock.localEditedAt > clock.remoteEditedAt;

export const startMerge = (local: unknown, remote: unknown, clock?: MergeClock): MergeContext => ({
  localWins: localIsNewer(clock ?? clockFromRecords(local, remote)),
  conflicts: [],
});

/** The later of the two `lastEdited` values; remote's on a tie or when neither can be read. */
export function laterLastEdited(local: unknown, remote: unknown): unknown {
  const localTime = editedAt(local);
  const remoteTime = editedAt(remote);
  const localLater = localTime > remoteTime || (Number.isNaN(remoteTime) && !Number.isNaN(localTime));
  return (localLater ? (local as { lastEdited?: unknown }) : (remote as { lastEdited?: unknown })).lastEdited;
}
