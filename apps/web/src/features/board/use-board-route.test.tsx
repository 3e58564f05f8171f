import { act, screen, waitFor } from '@testing-library/react';
import { BoardSchema, type Board } from '@tessera/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultCommunicator } from '@tessera/content';
import { boardChanged, selectActiveBoardId, selectIsFixed, selectNavHistory } from '../../state/board-slice';
import { reservedBoardCopied } from '../../state/board-actions';
import { boardIdReplaced, workChangedElsewhere } from '../../state/sync-actions';
import { unlockedWith } from '../../test/editing-state';
import { renderBoard } from '../../test/render-board';
import { answer, refusal, stubFetch } from '../../test/stub-fetch';

const garden: Board = { id: 'garden1', name: 'Garden', isPublic: false, tiles: [{ id: 'a', label: 'Watering can' }] };
const SERVER_ID = '6b026ae3b74814b7d23ea2d6';
const ROOT_COPY = '6b026ae3b74814b7d23ea2d7';

const PUBLIC_ID = '6b026ce27aa3cfe6ec7486ea';
const kitchen: Board = { id: PUBLIC_ID, name: 'Kitchen', email: 'owner@example.org', isPublic: true, tiles: [{ id: 't1', label: 'Soup' }] };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the board at the address', () => {
  it('stays open when its local id is replaced by the server id, and the address follows', async () => {
    const { store, router } = renderBoard('/board/garden1', unlockedWith([garden]));
    await screen.findByRole('button', { name: 'Watering can' });
    expect(selectActiveBoardId(store.getState())).toBe('garden1');

    act(() => {
      store.dispatch(
        boardIdReplaced({ replaced: [{ previousId: 'garden1', board: { ...garden, id: SERVER_ID, email: 'ada@example.org' } }], userEmail: 'ada@example.org' }),
      );
    });

    await waitFor(() => expect(router.state.location.pathname).toBe(`/board/${SERVER_ID}`));
    expect(selectActiveBoardId(store.getState())).toBe(SERVER_ID);
    expect(screen.getByRole('button', { name: 'Watering can' })).toBeTruthy();
  });

  it('stays open when the root board becomes the user’s copy right after the replacement, before the address follows', async () => {
    const { store, router } = renderBoard('/board/garden1', unlockedWith([garden]));
    await screen.findByRole('button', { name: 'Watering can' });

    // Sync answers the create and then copies the reserved root board that links to it, each in its own render.
    act(() => {
      store.dispatch(
        boardIdReplaced({ replaced: [{ previousId: 'garden1', board: { ...garden, id: SERVER_ID, email: 'ada@example.org' } }], userEmail: 'ada@example.org' }),
      );
    });
    act(() => {
      store.dispatch(
        reservedBoardCopied({ previousId: 'root', board: { id: ROOT_COPY, name: 'Home', isPublic: false, tiles: [] }, now: '2026-11-22T08:00:00.000Z' }),
      );
    });

    await waitFor(() => expect(router.state.location.pathname).toBe(`/board/${SERVER_ID}`));
    expect(selectActiveBoardId(store.getState())).toBe(SERVER_ID);
    expect(screen.getByRole('button', { name: 'Watering can' })).toBeTruthy();
  });

  it('opens what a board became for an address holding its old id', async () => {
    const { store, router } = renderBoard('/', unlockedWith([garden]));
    act(() => {
      store.dispatch(
        boardIdReplaced({ replaced: [{ previousId: 'garden1', board: { ...garden, id: SERVER_ID, email: 'ada@example.org' } }], userEmail: 'ada@example.org' }),
      );
    });
    await act(() => router.navigate('/board/garden1'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/board/${SERVER_ID}`));
    expect(selectActiveBoardId(store.getState())).toBe(SERVER_ID);
  });

  it('still opens the root board for an address of a board this device does not have', async () => {
    const { store, router } = renderBoard('/board/nothere1', unlockedWith([garden]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/board/root'));
    expect(selectActiveBoardId(store.getState())).toBe('root');
  });

  it('waits for a board this device does not hold to come from the server, then opens it', async () => {
    const { calls } = stubFetch((call) => (call.url.endsWith(`/board/${PUBLIC_ID}`) ? answer(BoardSchema, kitchen) : undefined));
    const { store, router } = renderBoard(`/board/${PUBLIC_ID}`, unlockedWith([garden]));
    await screen.findByRole('button', { name: 'Soup' });
    expect(router.state.location.pathname).toBe(`/board/${PUBLIC_ID}`);
    expect(selectActiveBoardId(store.getState())).toBe(PUBLIC_ID);
    expect(calls.filter((call) => call.url.endsWith(`/board/${PUBLIC_ID}`))).toHaveLength(1);
  });

  it('opens the root board once the server says it has no such board', async () => {
    const { calls } = stubFetch(() => refusal(404, 'Board not found'));
    const { store, router } = renderBoard(`/board/${PUBLIC_ID}`, unlockedWith([garden]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/board/root'));
    expect(calls.some((call) => call.url.endsWith(`/board/${PUBLIC_ID}`))).toBe(true);
    expect(selectActiveBoardId(store.getState())).toBe('root');
  });
});

describe('the board on screen when the board its address opens changes', () => {
  const EMOTIONS_COPY = '6b026ae3b74814b7d23ea2d8';
  const emotionsCopy: Board = {
    id: EMOTIONS_COPY,
    originId: 'emotions',
    name: 'Emotions',
    email: 'ada@example.org',
    isPublic: false,
    tiles: [{ id: 'p', label: 'proud' }],
  };
  const rootChosenElsewhere = (rootBoard: string) =>
    workChangedElsewhere({
      boards: [],
      deletedBoardIds: [],
      communicators: [{ ...defaultCommunicator, rootBoard, boards: [...defaultCommunicator.boards, rootBoard] }],
      deletedCommunicatorIds: [],
    });

  it('a built-in board’s address follows to the account’s copy of it when the copy arrives (here from another tab)', async () => {
    const { store, router } = renderBoard('/board/emotions', unlockedWith([]));
    await waitFor(() => expect(selectActiveBoardId(store.getState())).toBe('emotions'));
    act(() => {
      store.dispatch(workChangedElsewhere({ boards: [emotionsCopy], deletedBoardIds: [], communicators: [], deletedCommunicatorIds: [] }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/board/${EMOTIONS_COPY}`));
    expect(selectNavHistory(store.getState())).toEqual(['root', EMOTIONS_COPY]);
    await screen.findByRole('button', { name: 'proud' });
  });

  it('a device left on its root board shows the root chosen on another device, at / still', async () => {
    const { store, router } = renderBoard('/', unlockedWith([garden]));
    await waitFor(() => expect(router.state.location.state).toMatchObject({ trail: ['root'] }));
    act(() => {
      store.dispatch(rootChosenElsewhere('core-root'));
    });
    await waitFor(() => expect(selectActiveBoardId(store.getState())).toBe('core-root'));
    expect(selectNavHistory(store.getState())).toEqual(['core-root']);
    expect(selectIsFixed(store.getState())).toBe(true);
    await waitFor(() => expect(router.state.location.state).toMatchObject({ trail: ['core-root'] }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('a device in one of the boards the root opens stays there when the root changes elsewhere', async () => {
    const { store, router } = renderBoard('/', unlockedWith([garden]));
    await waitFor(() => expect(router.state.location.state).toMatchObject({ trail: ['root'] }));
    act(() => {
      store.dispatch(boardChanged('garden1'));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/board/garden1'));
    act(() => {
      store.dispatch(rootChosenElsewhere('core-root'));
    });
    await screen.findByRole('button', { name: 'Watering can' });
    expect(selectNavHistory(store.getState())).toEqual(['root', 'garden1']);
    expect(router.state.location.pathname).toBe('/board/garden1');
  });
});
