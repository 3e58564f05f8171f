import { fireEvent, screen, within } from '@testing-library/react';
import type { Board } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { initialLockState } from '@tessera/core';
import { unlockedWith } from '../test/editing-state';
import { renderBoard } from '../test/render-board';
import { firstVisitToursState, initialToursState } from '../state/tours-slice';
import { initialUiState } from '../state/ui-slice';

const mine: Board = { id: 'mine', name: 'Mine', isPublic: false, tiles: ['a', 'b'].map((id) => ({ id, label: `tile ${id}` })) };
const STEPS = ['Tiles', 'Output bar', 'Speak and Clear', 'Edit the board', 'Settings', 'Lock'];

/** The walkthrough's step on screen now: a note beside the board (not a dialog), which leaves the board in use. */
const tourStep = (title: string) => screen.findByRole('note', { name: title }, { timeout: 15_000 });

describe('the board walkthrough', { timeout: 60_000 }, () => {
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

  it('never shows on the locked board, where a person talks', async () => {
    const locked = { ...unlockedWith([mine]), ui: { ...initialUiState(), lock: { ...initialLockState, isLocked: true } }, tours: firstVisitToursState() };
    renderBoard('/board/mine', locked);
    await screen.findByRole('button', { name: 'tile a' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('does not show when it was ended before', async () => {
    renderBoard('/board/mine', { ...unlockedWith([mine]), tours: initialToursState() });
    await screen.findByRole('region', { name: 'Edit board' }, { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(screen.queryByRole('note')).toBeNull();
  });
});
