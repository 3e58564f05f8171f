import { jsonEqual } from './json-equal.ts';
import { laterLastEdited } from './merge-clock.ts';
import type { MergeContext, MergeResult } from './merge-types.ts';

/** Fields no three-way rule decides: identity and version come from the server, markToUpdate is one device's bookkeeping. */
const BOOKKEEPING = ['id', 'version', 'lastEdited', 'markToUpdate'] as const;

/** The bookkeeping fields plus a record type's own specially merged fields, for `mergeFields`' skip option. */
export const fieldsToSkip = (...own: string[]): ReadonlySet<string> => new Set<string>([...BOOKKEEPING, ...own]);

type Fields = Record<string, unknown>;

const withoutLastEdited = (record: Fields): Fields => ({ ...record, lastEdited: undefined });

/**
 * Adds the bookkeeping fields to the merged fields and says whether the result must be written back.
 * When the content is the server's, the server's record itself is the result, so a merge that
 * changes nothing never writes a new version (not even a newer lastEdited).
 */
export function finishMerge<T>(ctx: MergeContext, fields: Fields, local: T, remote: T): MergeResult<T> {
  const { markToUpdate: _deviceOnly, ...remoteRecord } = remote as Fields;
  const merged: Fields = { ...fields };
  for (const key of ['id', 'version'] as const) if (remoteRecord[key] !== undefined) merged[key] = remoteRecord[key];
  const lastEdited = laterLastEdited(local, remote);
  if (lastEdited !== undefined) merged.lastEdited = lastEdited;
  if (jsonEqual(withoutLastEdited(merged), withoutLastEdited(remoteRecord))) {
    const unchanged = 'markToUpdate' in (remote as Fields) ? remoteRecord : remote;
    return { merged: unchanged as T, conflicts: ctx.conflicts, changed: false };
  }
  return { merged: merged as T, conflicts: ctx.conflicts, changed: true };
}
