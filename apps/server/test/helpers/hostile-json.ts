import fc from 'fast-check';

/**
 * JSON as a tree we write out ourselves, so a body can hold what JSON.stringify never writes: keys such as
 * `__proto__` as plain members, the same key twice, numbers such as 1e999 (Infinity once parsed) or -0. `raw` is
 * JSON text as it is written: a number, or nesting thousands of levels deep (written without recursing).
 */
export type Tree = null | boolean | string | { raw: string } | Tree[] | { entries: [string, Tree][] };

const isEntries = (tree: Tree): tree is { entries: [string, Tree][] } => typeof tree === 'object' && tree !== null && !Array.isArray(tree) && 'entries' in tree;
const isRaw = (tree: Tree): tree is { raw: string } => typeof tree === 'object' && tree !== null && 'raw' in tree;

export function jsonText(tree: Tree): string {
  if (tree === null || typeof tree === 'boolean' || typeof tree === 'string') return JSON.stringify(tree);
  if (isRaw(tree)) return tree.raw;
  if (Array.isArray(tree)) return `[${tree.map(jsonText).join(',')}]`;
  return `{${tree.entries.map(([key, value]) => `${JSON.stringify(key)}:${jsonText(value)}`).join(',')}}`;
}

/** A plain JSON value (as a valid example is written) as a tree. */
export function treeOf(value: unknown): Tree {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return { raw: JSON.stringify(value) };
  if (Array.isArray(value)) return value.map(treeOf);
  if (typeof value === 'object') return { entries: Object.entries(value).map(([key, entry]) => [key, treeOf(entry)]) };
  return null;
}

/** Keys that have broken servers: prototype pollution, names of Object's own methods, empty and odd ones. */
export const hostileKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'valueOf',
    'hasOwnProperty',
    '',
    '\u0000',
    'id',
    'email',
    'version',
    'originId',
    '$where',
  ),
  fc.string({ maxLength: 12 }),
);

/** A text of `length` of one character, among the lengths the limits sit at (and the wide characters that fill index rows). */
const textAtLimit = fc
  .tuple(
    fc.constantFrom('a', '한', '😀', '\u0000', ' ', '%'),
    fc.constantFrom(14, 100, 101, 200, 201, 255, 321, 513, 1000, 1001, 2000, 2001, 2049, 3000, 20_000),
  )
  .map(([character, length]) => character.repeat(length));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '\u0000',
      'a\u0000b',
      '\ud800',
      'x\udfffy',
      '\u202eevil',
      '\ufeff',
      '\u200b',
      'e\u0301',
      '𝕳𝖊𝖑𝖑𝖔',
      "'; drop table boards; --",
      '%_!',
      'data:image/png;base64,AAAA',
      'data:',
      'media:0123',
      'javascript:alert(1)',
      '<script>alert(1)</script>',
      '../../etc/passwd',
      'root',
      'cboard_default',
      '2026-01-01T00:00:00.000Z',
      'ada@example.org',
      '',
      ' ',
    ),
  },
  { weight: 2, arbitrary: textAtLimit },
  // Rare: a data URL about the 2 MB limit, to meet the body limits too.
  { weight: 1, arbitrary: fc.constantFrom(2 * 1024 * 1024 - 64, 2 * 1024 * 1024 + 1).map((length) => `data:image/png;base64,${'A'.repeat(length)}`) },
);

const hostileNumber: fc.Arbitrary<Tree> = fc.oneof(
  fc.integer().map((value) => ({ raw: String(value) })),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => ({ raw: Object.is(value, -0) ? '-0' : JSON.stringify(value) })),
  fc.constantFrom('1e999', '-1e999', '1e-400', '9007199254740993', '-1', '0.5', '1e2', '123456789012345678901234567890').map((raw) => ({ raw })),
);

/** Any JSON value, up to a few levels deep, with hostile keys and leaves. */
export const hostileValue: fc.Arbitrary<Tree> = fc.letrec<{ value: Tree }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    hostileString,
    hostileNumber,
    fc.array(tie('value'), { maxLength: 5 }),
    fc.array(fc.tuple(hostileKey, tie('value')), { maxLength: 5 }).map((entries) => ({ entries })),
  ),
})).value;

/** Nesting a JSON parser or validator may recurse on: up to thousands of levels of arrays or objects. */
export const deepNesting: fc.Arbitrary<Tree> = fc.tuple(fc.integer({ min: 100, max: 5000 }), fc.boolean()).map(([depth, asObject]) => ({
  raw: asObject ? `${'{"a":'.repeat(depth)}"bottom"${'}'.repeat(depth)}` : `${'['.repeat(depth)}"bottom"${']'.repeat(depth)}`,
}));

type Path = (string | number)[];

/** Bodies stay about the size of the largest body limit (5 MB), so that each request is quick to build. */
const MAX_BODY_TEXT = 6 * 1024 * 1024;

/** Every place in a tree: the paths of its members and items, the root first. */
function pathsOf(tree: Tree, path: Path = []): Path[] {
  if (Array.isArray(tree)) return [path, ...tree.flatMap((item, index) => pathsOf(item, [...path, index]))];
  if (isEntries(tree)) return [path, ...tree.entries.flatMap(([key, value]) => pathsOf(value, [...path, key]))];
  return [path];
}

/** The tree with `change` applied to the value at `path` (a copy; the example is never changed). */
function changeAt(tree: Tree, path: Path, change: (value: Tree) => Tree | undefined): Tree {
  if (path.length === 0) return change(tree) ?? null;
  const [step, ...rest] = path;
  if (Array.isArray(tree)) {
    return tree.flatMap((item, index) => {
      if (index !== step) return [item];
      const changed = rest.length === 0 ? change(item) : changeAt(item, rest, change);
      return changed === undefined ? [] : [changed];
    });
  }
  if (isEntries(tree)) {
    return {
      entries: tree.entries.flatMap(([key, value]): [string, Tree][] => {
        if (key !== step) return [[key, value]];
        const changed = rest.length === 0 ? change(value) : changeAt(value, rest, change);
        return changed === undefined ? [] : [[key, changed]];
      }),
    };
  }
  return tree;
}

type Mutation = (value: Tree) => Tree | undefined;

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  // Of the same type (a text for a text, a number for a number), so the body gets past type checks to the limits.
  {
    weight: 6,
    arbitrary: fc.tuple(hostileString, hostileNumber, hostileValue).map(
      ([text, number, other]): Mutation =>
        (tree) =>
          typeof tree === 'string' ? text : isRaw(tree) ? number : other,
    ),
  },
  {
    weight: 3,
    arbitrary: hostileValue.map(
      (replacement): Mutation =>
        () =>
          replacement,
    ),
  },
  { weight: 2, arbitrary: fc.constant<Mutation>(() => undefined) },
  {
    weight: 2,
    arbitrary: fc.tuple(hostileKey, hostileValue).map(
      ([key, value]): Mutation =>
        (tree) =>
          isEntries(tree) ? { entries: [...tree.entries, [key, value]] } : Array.isArray(tree) ? [...tree, value] : { entries: [[key, value]] },
    ),
  },
  // A long list of copies of the first item: past the limits on tiles, boards of a communicator, devices... within
  // a few megabytes of text, as the body limits are.
  {
    weight: 1,
    arbitrary: fc.constantFrom(51, 101, 2001, 5001, 20_000).map((count): Mutation => (tree) => {
      if (!Array.isArray(tree) || tree.length === 0) return tree;
      const item = tree[0] as Tree;
      return Array.from({ length: Math.min(count, Math.ceil(MAX_BODY_TEXT / jsonText(item).length)) }, () => item);
    }),
  },
  {
    weight: 1,
    arbitrary: deepNesting.map(
      (nested): Mutation =>
        () =>
          nested,
    ),
  },
);

/**
 * A body made from a valid example: a few of its values replaced by hostile ones, removed, multiplied, or given
 * hostile siblings; now and then something else entirely. Close enough to valid to reach the route's own code.
 */
export function hostileBody(example: unknown): fc.Arbitrary<string> {
  const tree = treeOf(example);
  const paths = pathsOf(tree);
  const mutated = fc
    .array(fc.tuple(fc.constantFrom(...paths), mutation), { minLength: 1, maxLength: 3, size: 'xsmall' })
    .map((changes) => changes.reduce((body, [path, change]) => changeAt(body, path, change), tree));
  return fc.oneof({ weight: 8, arbitrary: mutated }, { weight: 1, arbitrary: hostileValue }, { weight: 1, arbitrary: deepNesting }).map(jsonText);
}
