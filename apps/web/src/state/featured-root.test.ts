import { describe, expect, it } from 'vitest';
import { selectActiveBoardId, selectNavHistory, selectRootBoardId, boardChanged } from './board-slice';
import { selectActiveCommunicator } from './communicator-slice';
import { chooseFeaturedRoot, selectIsRootBoard } from './featured-root';
import { selectOpenNotification } from './notifications-slice';
import { makeStore } from './store';

const core = { nameOnJSON: 'core', homeBoard: 'core-root' };

describe('choosing a featured board', () => {
  it('makes it the root, lists it in the communicator and its default sets, and shows it with a fresh history', () => {
    const store = makeStore();
    store.dispatch(boardChanged('emotions'));
    expect(store.dispatch(chooseFeaturedRoot({ nameOnJSON: 'spanish', homeBoard: 'es-root' }, 'Spanish boards'))).toBe(true);
    const communicator = selectActiveCommunicator(store.getState());
    expect(communicator.rootBoard).toBe('es-root');
    expect(communicator.boards).toEqual(['root', 'es-root']);
    expect(communicator.defaultBoardsIncluded.filter((included) => included.nameOnJSON === 'spanish')).toEqual([
      { nameOnJSON: 'spanish', homeBoard: 'es-root' },
    ]);
    expect(selectActiveBoardId(store.getState())).toBe('es-root');
    expect(selectNavHistory(store.getState())).toEqual(['es-root']);
    expect(selectIsRootBoard(store.getState(), 'es-root')).toBe(true);
    expect(selectOpenNotification(store.getState())).toMatchObject({
      message: { defaultMessage: '{name} is now the root board' },
      values: { name: 'Spanish boards' },
    });
  });

  it('is undone by the notice’s Undo: the previous root is back, and shown', () => {
    const store = makeStore();
    const before = selectActiveCommunicator(store.getState());
    store.dispatch(chooseFeaturedRoot(core, 'Core vocabulary'));
    expect(selectRootBoardId(store.getState())).toBe('core-root');
    const undo = selectOpenNotification(store.getState())?.action?.command;
    expect(undo).toBeDefined();
    if (undo) store.dispatch(undo);
    const after = selectActiveCommunicator(store.getState());
    expect([after.rootBoard, after.boards, after.defaultBoardsIncluded]).toEqual([before.rootBoard, before.boards, before.defaultBoardsIncluded]);
    expect(selectActiveBoardId(store.getState())).toBe('root');
  });

  it('only shows the root when the set is the root already', () => {
    const store = makeStore();
    store.dispatch(chooseFeaturedRoot(core, 'Core vocabulary'));
    const communicator = selectActiveCommunicator(store.getState());
    store.dispatch(boardChanged('emotions'));
    expect(store.dispatch(chooseFeaturedRoot(core, 'Core vocabulary'))).toBe(false);
    expect(selectActiveCommunicator(store.getState())).toBe(communicator);
    expect(selectActiveBoardId(store.getState())).toBe('core-root');
  });
});
