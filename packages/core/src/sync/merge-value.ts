import { isPlainObject, jsonEqual } from './json-equal.ts';
import type { MergeContext } from './merge-types.ts';

/** The base of a value when there is no common ancestor (both sides created it): every difference is then a both-sides change. */
export const NO_BASE: unique symbol = Symbol('no base');
export type Base<T> = T | typeof NO_BASE;

/**
 * Three-way merge of one value, compared as a whole: a side that did not change it takes the other
 * side's; both changed to different values → the newer side's, and the other is reported.
 */
export function mergeValue<T>(ctx: MergeContext, path: string, base: Base<T>, local: T, remote: T): T {
  if (jsonEqual(local, remote)) return remote;
  if (base !== NO_BASE) {
    if (jsonEqual(base, local)) return remote;
    if (jsonEqual(base, remote)) return local;
  }
  const [kept, lost] = ctx.localWins ? [local, remote] : [remote, local];
  ctx.conflicts.push({ path, kept, lost });
  return kept;
}

export interface FieldOptions {
  /** Fields a caller merges by its own rules. */
  skip?: ReadonlySet<string>;
  /** Merge plain-object fields key by key instead of as whole values (settings sections). */
  deep?: boolean;
}

/** Field by field three-way merge of two records; `prefix` ends with '.' or is empty. Absent and undefined fields stay absent. */
export function mergeFields(
  ctx: MergeContext,
  prefix: string,
  base: object | undefined,
  local: object,
  remote: object,
  options: FieldOptions = {},
): Record<string, unknown> {
  const b = base as Record<string, unknown> | undefined;
  const l = local as Record<string, unknown>;
  const r = remote as Record<string, unknown>;
  const merged: Record<string, unknown> = {};
  const visit = (key: string): void => {
    if (options.skip?.has(key)) return;
    const [lv, rv] = [l[key], r[key]];
    let value: unknown;
    if (options.deep && isPlainObject(lv) && isPlainObject(rv)) {
      // With a base record, a section it lacked had every field absent: additions on one side are then kept.
      const nestedBase = b === undefined ? undefined : isPlainObject(b[key]) ? b[key] : {};
      value = mergeFields(ctx, `${prefix}${key}.`, nestedBase, lv, rv, options);
    } else {
      value = mergeValue(ctx, prefix + key, b === undefined ? NO_BASE : b[key], lv, rv);
    }
    if (value !== undefined) merged[key] = value;
  };
  for (const key of Object.keys(r)) visit(key);
  for (const key of Object.keys(l)) if (!Object.hasOwn(r, key)) visit(key);
  return merged;
}
