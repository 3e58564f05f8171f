import { describe, expect, it } from 'vitest';
import {
  communicatorAfterLogin,
  communicatorRootOf,
  isMembershipRefusal,
  withFeaturedRoot,
  mergeFetchedCommunicators,
  repointCommunicator,
  withBoardInCommunicator,
  withoutBoardInCommunicator,
} from './communicator-rules.ts';
import { CommunicatorSchema, type Communicator } from '../schemas/communicator.ts';

const make = (input: Partial<Communicator> & { id: string }): Communicator => CommunicatorSchema.parse({ name: 'C', rootBoard: 'root', ...input });

describe('repointCommunicator', () => {
  it('repoints boards, root and active board to the new id', () => {
    const c = make({
      id: 'c1',
      rootBoard: 'abc',
      boards: ['abc', 'food'],
      activeBoardId: 'abc',
      defaultBoardsIncluded: [{ nameOnJSON: 'advanced', homeBoard: 'abc' }],
    });
    const next = repointCommunicator(c, 'abc', 'server-board-0001');
    expect(next.boards).toEqual(['server-board-0001', 'food']);
    expect(next.rootBoard).toBe('server-board-0001');
    expect(next.activeBoardId).toBe('server-board-0001');
    expect(next.defaultBoardsIncluded).toEqual(c.defaultBoardsIncluded);
  });

  it('leaves other ids alone and avoids duplicates', () => {
    const c = make({ id: 'c1', boards: ['root', 'a', 'b'], activeBoardId: 'root' });
    const next = repointCommunicator(c, 'a', 'b');
    expect(next.boards).toEqual(['root', 'b']);
    expect(next.rootBoard).toBe('root');
    expect(next.activeBoardId).toBe('root');
  });

  it('hands back the same communicator when it does not name the board', () => {
    const c = make({ id: 'c1', boards: ['root', 'a'], activeBoardId: 'root' });
    expect(repointCommunicator(c, 'zzz', 'b')).toBe(c);
  });
});

describe('mergeFetchedCommunicators', () => {
  it('replaces the boards of known communicators and adds new ones', () => {
    const merged = mergeFetchedCommunicators(
      [make({ id: 'c1', name: 'Mine', boards: ['root'] })],
      [make({ id: 'c1', name: 'Server', boards: ['root', 'x'] }), make({ id: 'c2' })],
    );
    expect(merged.map((c) => [c.id, c.name, c.boards])).toEqual([
      ['c1', 'Mine', ['root', 'x']],
      ['c2', 'C', []],
    ]);
  });
});

describe('communicatorAfterLogin', () => {
  it('picks the last communicator and its root board', () => {
    expect(communicatorAfterLogin([make({ id: 'a' }), make({ id: 'b', rootBoard: 'home' })])).toEqual({ communicatorId: 'b', rootBoardId: 'home' });
    expect(communicatorAfterLogin([])).toBeNull();
  });
});

describe('communicator membership', () => {
  const communicator: Communicator = { id: 'c1', name: 'Mine', rootBoard: 'root', boards: ['root', 'food'], defaultBoardsIncluded: [], isPublic: false };

  it('adds a board once', () => {
    expect(withBoardInCommunicator(communicator, 'pets')).toEqual({ ...communicator, boards: ['root', 'food', 'pets'] });
    expect(withBoardInCommunicator(communicator, 'food')).toEqual({ reason: 'unchanged' });
  });

  it('removes a board, but never the root board', () => {
    expect(withoutBoardInCommunicator(communicator, 'food')).toEqual({ ...communicator, boards: ['root'] });
    expect(withoutBoardInCommunicator(communicator, 'root')).toEqual({ reason: 'root' });
    expect(withoutBoardInCommunicator(communicator, 'pets')).toEqual({ reason: 'unchanged' });
    expect(isMembershipRefusal(withoutBoardInCommunicator(communicator, 'root'))).toBe(true);
    expect(isMembershipRefusal(communicator)).toBe(false);
  });
});

describe('withFeaturedRoot', () => {
  const communicator = make({ id: 'c1', rootBoard: 'root', boards: ['root', 'food'], defaultBoardsIncluded: [{ nameOnJSON: 'advanced', homeBoard: 'root' }] });

  it('makes the home board the root, and lists it in the communicator and the default sets once', () => {
    const chosen = withFeaturedRoot(communicator, { nameOnJSON: 'core', homeBoard: 'core-root' });
    expect(chosen).toEqual({
      rootBoard: 'core-root',
      boards: ['root', 'food', 'core-root'],
      defaultBoardsIncluded: [
        { nameOnJSON: 'advanced', homeBoard: 'root' },
        { nameOnJSON: 'core', homeBoard: 'core-root' },
      ],
    });
    expect(withFeaturedRoot({ ...communicator, ...chosen }, { nameOnJSON: 'core', homeBoard: 'core-root' })).toEqual(chosen);
  });

  it('keeps a default set already listed, and leaves the communicator itself as it was', () => {
    const chosen = withFeaturedRoot(communicator, { nameOnJSON: 'advanced', homeBoard: 'root' });
    expect(chosen).toEqual(communicatorRootOf(communicator));
    expect(communicator.rootBoard).toBe('root');
    expect(communicator.boards).toEqual(['root', 'food']);
  });
});
