import { describe, expect, it } from 'vitest';
import {
  changeBoard,
  initialNavigation,
  previousBoard,
  removeBoardFromHistory,
  replaceBoardInHistory,
  restoreHistory,
  switchBoard,
  toRootBoard,
  type NavigationState,
} from './navigation-history.ts';

const at = (...navHistory: string[]): NavigationState => ({ activeBoardId: navHistory[navHistory.length - 1] ?? '', navHistory, isFixed: false });

describe('board navigation history', () => {
  it('starts at the root board', () => {
    expect(initialNavigation('root')).toEqual({ activeBoardId: 'root', navHistory: ['root'], isFixed: false });
  });

  it('switching to a board resets the history to that board only', () => {
    expect(switchBoard(at('root', 'food', 'fruit'), { id: 'people' })).toEqual({ activeBoardId: 'people', navHistory: ['people'], isFixed: false });
    expect(switchBoard(at('root'), { id: 'core', isFixed: true }).isFixed).toBe(true);
  });

  it('changing board appends it and sets isFixed from that board', () => {
    const next = changeBoard(at('root'), { id: 'food', isFixed: true });
    expect(next).toEqual({ activeBoardId: 'food', navHistory: ['root', 'food'], isFixed: true });
    expect(changeBoard(next, { id: 'fruit' }).isFixed).toBe(false);
  });

  it('changing board never duplicates an entry', () => {
    const next = changeBoard(at('root', 'food', 'fruit'), { id: 'root' });
    expect(next.navHistory).toEqual(['root']);
    expect(next.activeBoardId).toBe('root');
    expect(changeBoard(at('root', 'food'), { id: 'food' }).navHistory).toEqual(['root', 'food']);
  });

  it('previous board pops the history', () => {
    expect(previousBoard(at('root', 'food', 'fruit'))).toEqual(at('root', 'food'));
  });

  it('previous board has no effect when one entry remains', () => {
    const state = at('root');
    expect(previousBoard(state)).toBe(state);
  });

  it('to root keeps only the first history entry', () => {
    expect(toRootBoard(at('root', 'food', 'fruit'))).toEqual(at('root'));
  });

  it('removing a board drops its entries when the history has at least two', () => {
    expect(removeBoardFromHistory(at('root', 'food', 'fruit'), 'food')).toEqual({ activeBoardId: 'fruit', navHistory: ['root', 'fruit'], isFixed: false });
    expect(removeBoardFromHistory(at('root', 'food'), 'food')).toEqual(at('root'));
  });

  it('removing a board keeps a history of one entry', () => {
    const state = at('food');
    expect(removeBoardFromHistory(state, 'food')).toBe(state);
  });

  it('replacing a board id updates the history and the active id', () => {
    expect(replaceBoardInHistory(at('root', 'abc'), 'abc', '65f1c2a9e4b0a1b2c3d4e5f6')).toEqual(at('root', '65f1c2a9e4b0a1b2c3d4e5f6'));
    expect(replaceBoardInHistory(at('abc', 'food'), 'abc', 'server-id-000001')).toEqual({
      activeBoardId: 'food',
      navHistory: ['server-id-000001', 'food'],
      isFixed: false,
    });
  });

  it('replacing with the same id changes nothing', () => {
    const state = at('root', 'abc');
    expect(replaceBoardInHistory(state, 'abc', 'abc')).toBe(state);
  });

  it('replacing does not create duplicates', () => {
    expect(replaceBoardInHistory(at('root', 'new', 'old'), 'old', 'new').navHistory).toEqual(['root', 'new']);
  });

  it('restoring a kept history drops repeats and ends at the board the address opens', () => {
    expect(restoreHistory(at('root'), ['root', 'food', 'fruit'], { id: 'fruit' })).toEqual(at('root', 'food', 'fruit'));
    expect(restoreHistory(at('root'), ['root', 'food', 'root', 'fruit'], { id: 'fruit' })).toEqual(at('root', 'food', 'fruit'));
    expect(restoreHistory(at('root'), ['root', 'food', 'fruit'], { id: 'food' })).toEqual(at('root', 'food'));
    expect(restoreHistory(at('root'), ['root', 'food'], { id: 'park', isFixed: true })).toEqual({
      activeBoardId: 'park',
      navHistory: ['root', 'food', 'park'],
      isFixed: true,
    });
  });
});
