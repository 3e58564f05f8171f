import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Board } from '@tessera/core';
import { afterEach, describe, expect, it } from 'vitest';
import { initialAuthState } from '../../state/auth-slice';
import { initialBoardState } from '../../state/board-slice';
import { syncStatusChanged } from '../../state/sync-slice';
import { getDb } from '../../lib/db';
import { keepConflict } from '../../sync';
import { renderBoard } from '../../test/render-board';

const user = { id: 'u-sync-test', name: 'Ada', email: 'ada@example.org', authToken: 'token' };
const ID = 'aaaaaaaaaaaaaaaaaaaaaaa1';
const kitchen = (name: string): Board => ({
  id: ID,
  name,
  email: user.email,
  isPublic: false,
  tiles: [{ id: 't1', label: name }],
  lastEdited: '2026-11-22T10:00:00.000Z',
});

const unlock = () => {
  for (let i = 0; i < 4; i += 1) fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
};

afterEach(async () => {
  await getDb(user.id).conflicts.clear();
});

describe('the sync status of a signed-in user', () => {
  it('is not shown to a guest', async () => {
    renderBoard('/');
    unlock();
    await screen.findByRole('button', { name: /^Lock$/ });
    expect(screen.queryByRole('button', { name: 'Synced' })).toBeNull();
  });

  it('names the state, and the dialog retries and brings an earlier version back', async () => {
    await keepConflict(getDb(user.id), kitchen('Kitchen (tablet)'), 'replaced', Date.UTC(2026, 10, 22, 9));
    const board = initialBoardState();
    board.boards[ID] = kitchen('Kitchen (phone)');
    const { store } = renderBoard('/', { auth: initialAuthState(user), board });
    unlock();
    store.dispatch(syncStatusChanged({ phase: 'failed', pending: 2, lastError: 'Unable to contact server. Try in a moment', conflicts: 1 }));

    fireEvent.click(await screen.findByRole('button', { name: 'Not synced yet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sync' });
    expect(within(dialog).getByText('Your changes are kept on this device and will be sent when the server can be reached.')).toBeTruthy();
    expect(within(dialog).getByText('Last try: Unable to contact server. Try in a moment')).toBeTruthy();

    const before = store.getState().sync.requests;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again now' }));
    expect(store.getState().sync.requests).toBe(before + 1);

    fireEvent.click(await within(dialog).findByRole('button', { name: 'Restore Kitchen (tablet)' }));
    await waitFor(() => expect(store.getState().board.boards[ID]?.name).toBe('Kitchen (tablet)'));
    // The version it replaced is kept in its turn.
    expect(await within(dialog).findByRole('button', { name: 'Restore Kitchen (phone)' })).toBeTruthy();
  });
});
