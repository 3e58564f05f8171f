import { startMerge } from './merge-clock.ts';
import { fieldsToSkip, finishMerge } from './merge-record.ts';
import type { MergeClock, MergeResult } from './merge-types.ts';
import { mergeFields } from './merge-value.ts';

const SETTINGS_OWN_RULES = fieldsToSkip();

/**
 * Three-way merge of a settings record: sections and their fields one by one, recursively for
 * plain objects (a font size changed here and a voice changed there both survive); arrays such as
 * `devices` merge as whole values.
 */
export function mergeSettings<S extends object>(base: S | undefined, local: S, remote: S, clock?: MergeClock): MergeResult<S> {
  const ctx = startMerge(local, remote, clock);
  const fields = mergeFields(ctx, '', base, local, remote, { skip: SETTINGS_OWN_RULES, deep: true });
  return finishMerge(ctx, fields, local, remote);
}
