import type { z } from 'zod';
import type { FitRepair } from './bounded-text.ts';

type Path = readonly PropertyKey[];
type Container = Record<PropertyKey, unknown>;

/** Checks whose repair needs the whole record (a grid against its board's tiles): the caller's to make. */
export type RecordRepair = (record: Container, repair: FitRepair, path: Path) => void;

/** Repairs rarely reveal more than one more layer of issues (a board's own checks run once its fields pass). */
const MAX_ROUNDS = 4;

const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

function parentOf(record: Container, path: Path): { parent: Container; key: PropertyKey } | undefined {
  let parent: unknown = record;
  for (const key of path.slice(0, -1)) parent = isContainer(parent) ? parent[key as string] : undefined;
  const key = path.at(-1);
  return isContainer(parent) && key !== undefined ? { parent, key } : undefined;
}

const repairOrder = (issue: z.core.$ZodIssue): number => {
  if ((issue as { params?: { fit?: FitRepair } }).params?.fit === 'strip-null') return 0;
  return issue.code === 'too_big' && issue.origin === 'array' ? 2 : 1;
};

/** Repairs one issue in place; false when it is not one of the repairs a limit allows. */
function repairIssue(record: Container, issue: z.core.$ZodIssue, repairRecord: RecordRepair | undefined): boolean {
  const fit = (issue as { params?: { fit?: FitRepair } }).params?.fit;
  const at = parentOf(record, issue.path);
  if (fit === 'normalize-grid' && repairRecord) {
    repairRecord(record, fit, issue.path);
    return true;
  }
  if (!at) return false;
  const value = at.parent[at.key as string];
  if (fit === 'strip-null' && typeof value === 'string') {
    at.parent[at.key as string] = value.replaceAll('\u0000', '');
    return true;
  }
  if (fit === 'drop-value' && !Array.isArray(at.parent)) {
    delete at.parent[at.key as string];
    return true;
  }
  if (issue.code === 'too_big' && (typeof value === 'string' || Array.isArray(value))) {
    at.parent[at.key as string] = value.slice(0, Number(issue.maximum));
    return true;
  }
  return false;
}

/**
 * The record as `schema` reads it. A record saved before the limits existed (a device's board with a grid
 * of the wrong size, a 300-character label, a null character) is not refused for that: texts are cut to
 * their limit, null characters removed, lists shortened, values that would be useless cut short (an address,
 * a data URL) left out, and whatever needs the whole record (a grid) repaired by `repairRecord`. Anything
 * else wrong (a missing id, a wrong type) is answered as the schema's own failure. The input is not changed.
 */
export function fitToLimits<T>(schema: z.ZodType<T>, record: unknown, repairRecord?: RecordRepair): z.ZodSafeParseResult<T> {
  let parsed = schema.safeParse(record);
  if (parsed.success || !isContainer(record)) return parsed;
  const copy = JSON.parse(JSON.stringify(record)) as Container;
  for (let round = 0; round < MAX_ROUNDS && !parsed.success; round += 1) {
    // Null characters out before texts are cut to length; lists shortened last, so every path still points where the issue was found.
    const issues = [...parsed.error.issues].sort((a, b) => repairOrder(a) - repairOrder(b));
    if (!issues.every((issue) => repairIssue(copy, issue, repairRecord))) return parsed;
    parsed = schema.safeParse(copy);
  }
  return parsed;
}
