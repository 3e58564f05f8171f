import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../test/app-providers';
import { selectActiveBoardId, selectRootBoardId } from '../../state/board-slice';
import { selectActiveCommunicator } from '../../state/communicator-slice';
import { selectOpenNotification } from '../../state/notifications-slice';
import { makeStore } from '../../state/store';
import FeaturedBoardsDialog from './featured-boards-dialog';

function renderPicker() {
  const store = makeStore();
  const onClose = vi.fn();
  render(
    <AppProviders store={store}>
      <FeaturedBoardsDialog open onClose={onClose} />
    </AppProviders>,
  );
  return { store, onClose };
}

const choices = () => screen.getAllByRole('button').filter((button) => button.closest('li'));

describe('the featured-board picker', { timeout: 20_000 }, () => {
  // jsdom draws nothing: the cards keep their sets' own pictures here (the e2e spec sees the boards drawn).
  beforeEach(() => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });

  it("shows each set's own picture where its board cannot be drawn, never one sign for all", () => {
    renderPicker();
    const pictures = choices().map((button) => button.querySelector('img')?.getAttribute('src'));
    expect(pictures.every(Boolean)).toBe(true);
    expect(new Set(pictures).size).toBe(pictures.length);
  });

  it('names each built-in set, with the size of a fixed grid, and marks the root board', () => {
    renderPicker();
    expect(screen.getByRole('dialog', { name: 'Featured boards' })).toBeTruthy();
    expect(
      choices().map((button) => button.getAttribute('aria-labelledby') && document.getElementById(button.getAttribute('aria-labelledby') ?? '')?.textContent),
    ).toEqual(['Core vocabulary (11 × 6)', 'Classic boards', 'Spanish conversation (4 × 4)', 'Spanish boards']);
    const classic = screen.getByRole('button', { name: 'Classic boards' });
    expect(classic.getAttribute('aria-current')).toBe('true');
    expect(
      classic
        .getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toEqual(['Your root board', 'A home board with a folder for each topic: feelings, quick chat, food, drinks, places, people, school and many more.']);
    expect(screen.getByRole('button', { name: 'Core vocabulary (11 × 6)' }).getAttribute('aria-current')).toBeNull();
  });

  it('makes the chosen set the root, shows it, says so with an Undo, and closes', () => {
    const { store, onClose } = renderPicker();
    fireEvent.click(screen.getByRole('button', { name: 'Core vocabulary (11 × 6)' }));
    expect(selectRootBoardId(store.getState())).toBe('core-root');
    expect(selectActiveBoardId(store.getState())).toBe('core-root');
    expect(selectActiveCommunicator(store.getState()).boards).toContain('core-root');
    const notice = selectOpenNotification(store.getState());
    expect(notice?.values).toEqual({ name: 'Core vocabulary (11 × 6)' });
    expect(notice?.action?.label.defaultMessage).toBe('Undo');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Core vocabulary (11 × 6)' }).getAttribute('aria-current')).toBe('true');
  });
});
