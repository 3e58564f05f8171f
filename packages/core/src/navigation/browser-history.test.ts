import { describe, expect, it } from 'vitest';
import { browserHistoryStep, readBoardHistoryEntry, type BoardHistoryEntry, type BrowserArrival, type BrowserHistoryStep } from './browser-history.ts';

const at = (below: number, ...trail: string[]): BoardHistoryEntry => ({ trail, below });

type Row = [
  name: string,
  entry: BoardHistoryEntry | undefined,
  arrival: BrowserArrival,
  previous: BoardHistoryEntry | undefined,
  trail: string[],
  step: BrowserHistoryStep,
];

const rows: Row[] = [
  ['the first load at / stamps the entry', undefined, 'pop', undefined, ['root'], { kind: 'rebuild', entries: [at(0, 'root')] }],
  [
    'a bookmark of a board gets the root beneath it, so Back goes to the root first',
    undefined,
    'pop',
    undefined,
    ['root', 'fruit'],
    { kind: 'rebuild', entries: [at(0, 'root'), at(1, 'root', 'fruit')] },
  ],
  [
    'a redirect of the first address (built-in id to the own copy) is rebuilt in place',
    undefined,
    'replace',
    undefined,
    ['copy'],
    { kind: 'rebuild', entries: [at(0, 'copy')] },
  ],
  [
    'an in-app link to a board takes the entry the router pushed',
    undefined,
    'push',
    at(0, 'root'),
    ['root', 'park'],
    { kind: 'replace', entry: at(1, 'root', 'park') },
  ],
  [
    'an in-app link replacing an entry counts from the one beneath',
    undefined,
    'replace',
    at(1, 'root', 'food'),
    ['root', 'park'],
    { kind: 'replace', entry: at(1, 'root', 'park') },
  ],
  [
    'an in-app link to a board not following the last one starts a count of its own',
    undefined,
    'push',
    at(1, 'root', 'food'),
    ['root'],
    { kind: 'replace', entry: at(0, 'root') },
  ],
  ['nothing changed', at(1, 'root', 'food'), 'push', undefined, ['root', 'food'], { kind: 'stay' }],
  [
    'a folder pushes one entry',
    at(1, 'root', 'food'),
    'push',
    undefined,
    ['root', 'food', 'fruit'],
    { kind: 'push', entries: [at(2, 'root', 'food', 'fruit')] },
  ],
  [
    'two boards added at once push two',
    at(0, 'root'),
    'pop',
    undefined,
    ['root', 'food', 'fruit'],
    { kind: 'push', entries: [at(1, 'root', 'food'), at(2, 'root', 'food', 'fruit')] },
  ],
  ['Go back is the browser’s Back', at(2, 'root', 'food', 'fruit'), 'push', undefined, ['root', 'food'], { kind: 'back', steps: 1 }],
  ['Home goes back as many entries as boards', at(2, 'root', 'food', 'fruit'), 'push', undefined, ['root'], { kind: 'back', steps: 2 }],
  [
    'a deleted board in between: back, and the step after sets the rest right',
    at(2, 'root', 'food', 'fruit'),
    'push',
    undefined,
    ['root', 'fruit'],
    { kind: 'back', steps: 1 },
  ],
  ['Back goes only as far as the app’s entries', at(1, 'x', 'food', 'fruit'), 'push', undefined, ['x'], { kind: 'back', steps: 1 }],
  ['with no entry of the app beneath, fewer boards replace', at(0, 'food', 'fruit'), 'push', undefined, ['food'], { kind: 'replace', entry: at(0, 'food') }],
  [
    'a board with a new id replaces in place',
    at(2, 'root', 'abc', 'fruit'),
    'push',
    undefined,
    ['root', 'server-id', 'fruit'],
    { kind: 'replace', entry: at(2, 'root', 'server-id', 'fruit') },
  ],
  ['a new history of one board replaces', at(0, 'root'), 'push', undefined, ['people'], { kind: 'replace', entry: at(0, 'people') }],
  [
    'the root became the account’s copy as a board was added',
    at(0, 'root'),
    'push',
    undefined,
    ['copy', 'park'],
    { kind: 'push', entries: [at(1, 'copy', 'park')] },
  ],
];

describe('the browser history following the board history', () => {
  it.each(rows)('%s', (_name, entry, arrival, previous, trail, step) => {
    expect(browserHistoryStep({ entry, arrival, previous }, trail)).toEqual(step);
  });

  it('root → food → fruit, then Back twice: each step is one entry', () => {
    let entry: BoardHistoryEntry = at(0, 'root');
    const forward = browserHistoryStep({ entry, arrival: 'push', previous: undefined }, ['root', 'food']);
    expect(forward).toEqual({ kind: 'push', entries: [at(1, 'root', 'food')] });
    entry = at(2, 'root', 'food', 'fruit');
    expect(browserHistoryStep({ entry, arrival: 'push', previous: undefined }, ['root', 'food'])).toEqual({ kind: 'back', steps: 1 });
    entry = at(1, 'root', 'food');
    expect(browserHistoryStep({ entry, arrival: 'pop', previous: undefined }, ['root'])).toEqual({ kind: 'back', steps: 1 });
  });
});

describe('reading the app’s record from a browser entry', () => {
  it.each([
    [{ trail: ['root', 'food'], below: 1 }, at(1, 'root', 'food')],
    [{ trail: ['root'], below: 0, usr: 'other' }, at(0, 'root')],
    [null, undefined],
    ['root', undefined],
    [{ trail: [], below: 0 }, undefined],
    [{ trail: ['root', 3], below: 0 }, undefined],
    [{ trail: ['root'], below: 1 }, undefined],
    [{ trail: ['root'], below: -1 }, undefined],
    [{ trail: ['root'] }, undefined],
  ])('%j', (state, entry) => {
    expect(readBoardHistoryEntry(state)).toEqual(entry);
  });
});
