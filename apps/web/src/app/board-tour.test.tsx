import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Board } from '@tessera/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { initialLockState } from '@tessera/core';
import { unlockedWith } from '../test/editing-state';
import { renderBoard } from '../test/render-board';
import { firstVisitToursState, initialToursState } from '../state/tours-slice';
import { initialUiState, lockPressed, selectIsLocked } from '../state/ui-slice';

const mine: Board = { id: 'mine', name: 'Mine', isPublic: false, tiles: ['a', 'b'].map((id) => ({ id, label: `tile ${id}` })) };
const STEPS = ['Tiles', 'Output bar', 'Speak and Clear', 'Edit the board', 'Settings', 'Lock'];

/** The walkthrough's step on screen now: a note beside the board (not a dialog), which leaves the board in use. */
const tourStep = (title: string) => screen.findByRole('note', { name: title }, { timeout: 15_000 });

/** The tile editor the unlocked board renders hidden ahead of its first use ("warm-up"), while it does. */
const warmingEditor = () => screen.queryByText('Create tile');

/**
 * Until the unlocked board has settled, no walkthrough could be on screen yet, so its absence says nothing. It waits
 * for the board's last step before the walkthrough (the hidden tile editor comes, then goes) and for the work that
 * step starts (the walkthrough's code, its first step). The last test shows that a board whose walkthrough is due
 * shows it by then.
 */
async function settled(view: ReturnType<typeof renderBoard>) {
  await within(view.container).findByRole('region', { name: 'Edit board' }, { timeout: 10_000 });
  await waitFor(() => expect(warmingEditor()).not.toBeNull(), { timeout: 10_000 });
  await waitFor(() => expect(warmingEditor()).toBeNull(), { timeout: 10_000 });
  for (let turn = 0; turn < 5; turn += 1) await act(async () => undefined);
}

describe('the board walkthrough', { timeout: 60_000 }, () => {
  // The walkthrough's code is here before a board asks for it: what the board waits for is then its own steps only.
  beforeAll(async () => {
    await import('../features/settings/board-tour');
  });

  it('shows a first-time user the parts of the unlocked board, leaves the tiles usable, and Finish turns it off', async () => {
    const { store } = renderBoard('/board/mine', { ...unlockedWith([mine]), tours: firstVisitToursState() });
    for (const [index, title] of STEPS.entries()) {
      const step = await tourStep(title);
      expect(step.hasAttribute('aria-modal')).toBe(false);
      expect(step.contains(document.activeElement)).toBe(false); // it never takes the focus on its own
      expect(within(step).getByText(`Step ${index + 1} of ${STEPS.length}`)).toBeTruthy();
      if (index === 0) {
        // A tile still answers a touch while the walkthrough shows.
        const tile = within(screen.getByRole('main', { name: 'Tiles' })).getByRole('button', { name: 'tile a' });
        fireEvent.click(tile, { detail: 1 });
        expect(await within(screen.getByRole('region', { name: 'Output' })).findByText('tile a')).toBeTruthy();
      }
      fireEvent.click(within(step).getByRole('button', { name: index === STEPS.length - 1 ? 'Finish' : 'Next' }));
    }
    await expect.poll(() => store.getState().tours.boardTourEnabled).toBe(false);
    expect(screen.queryByRole('note', { name: 'Lock' })).toBeNull();
  });

  it('is skipped by Escape wherever the focus is', async () => {
    const { store } = renderBoard('/board/mine', { ...unlockedWith([mine]), tours: firstVisitToursState() });
    await tourStep('Tiles');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await expect.poll(() => store.getState().tours.boardTourEnabled).toBe(false);
    expect(screen.queryByRole('note', { name: 'Tiles' })).toBeNull();
  });

  it('never shows on the locked board, where a person talks: it waits for the board to be unlocked, and goes when it is locked', async () => {
    const locked = { ...unlockedWith([mine]), ui: { ...initialUiState(), lock: { ...initialLockState, isLocked: true } }, tours: firstVisitToursState() };
    const view = renderBoard('/board/mine', locked);
    await within(view.container).findByRole('button', { name: 'tile a' });
    // A locked board starts none of what comes before the walkthrough (the editing tools, the hidden editor).
    expect(screen.queryByRole('region', { name: 'Edit board' })).toBeNull();
    expect(warmingEditor()).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
    // Four quick presses unlock (spec 01 §4): only then does the board get there, and the walkthrough shows.
    for (const now of [1_000, 1_100, 1_200, 1_300]) act(() => void view.store.dispatch(lockPressed({ now })));
    await settled(view);
    expect(screen.getByRole('note', { name: 'Tiles' })).toBeTruthy();
    act(() => void view.store.dispatch(lockPressed({ now: 10_000 })));
    await waitFor(() => expect(screen.queryByRole('note')).toBeNull());
    expect(selectIsLocked(view.store.getState())).toBe(true);
  });

  it('does not show when it was ended before', async () => {
    await settled(renderBoard('/board/mine', { ...unlockedWith([mine]), tours: initialToursState() }));
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('is on screen by the time the board has settled when it is due (so the test above looks late enough)', async () => {
    await settled(renderBoard('/board/mine', { ...unlockedWith([mine]), tours: firstVisitToursState() }));
    expect(screen.getByRole('note', { name: 'Tiles' })).toBeTruthy();
  });
});
