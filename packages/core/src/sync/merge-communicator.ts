import type { Communicator } from '../schemas/communicator.ts';
import { startMerge } from './merge-clock.ts';
import { fieldsToSkip, finishMerge } from './merge-record.ts';
import type { MergeClock, MergeResult } from './merge-types.ts';
import { mergeFields } from './merge-value.ts';

const COMMUNICATOR_OWN_RULES = fieldsToSkip('boards');

/**
 * The communicator's board ids as a set: an id added on either side is kept, one removed on either
 * side is removed (no conflicts possible). Remote's order first, then local's additions.
 */
export function mergeBoardIds(base: readonly string[] | undefined, local: readonly string[], remote: readonly string[]): string[] {
  const [inBase, inLocal, inRemote] = [new Set(base), new Set(local), new Set(remote)];
  const merged = new Set<string>();
  for (const id of remote) if (!inBase.has(id) || inLocal.has(id)) merged.add(id);
  for (const id of local) if (!inBase.has(id) && !inRemote.has(id)) merged.add(id);
  return [...merged];
}

/** Three-way merge of a communicator: `boards` as a set, every other field as one value (see README.md). */
export function mergeCommunicator(base: Communicator | undefined, local: Communicator, remote: Communicator, clock?: MergeClock): MergeResult<Communicator> {
  const ctx = startMerge(local, remote, clock);
  const fields = mergeFields(ctx, '', base, local, remote, { skip: COMMUNICATOR_OWN_RULES });
  fields.boards = mergeBoardIds(base?.boards, local.boards, remote.boards);
  return finishMerge(ctx, fields, local, remote);
}
