/** A plain JSON object: not an array, not null, not a class instance such as a Date. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function objectsEqual(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  // A key holding undefined is the same as a missing key: JSON drops both alike.
  let definedInA = 0;
  for (const key in a) {
    if (a[key] === undefined) continue;
    definedInA += 1;
    if (!jsonEqual(a[key], b[key])) return false;
  }
  let definedInB = 0;
  for (const key in b) if (b[key] !== undefined) definedInB += 1;
  return definedInA === definedInB;
}

/** Deep equality of JSON values: objects with their keys in any order, arrays in order. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const aIsArray = Array.isArray(a);
  if (aIsArray !== Array.isArray(b)) return false;
  if (aIsArray) {
    const other = b as unknown[];
    if (a.length !== other.length) return false;
    for (let i = 0; i < a.length; i += 1) if (!jsonEqual(a[i], other[i])) return false;
    return true;
  }
  return objectsEqual(a as Record<string, unknown>, b as Record<string, unknown>);
}
