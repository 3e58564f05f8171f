import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { selectActiveBoardId } from '../../state/board-slice';
import { languageStateFor } from '../../state/language-slice';
import { startKeyboardLearning } from '../../state/keyboard-learning';
import { outputCleared, outputTileAdded, selectOutputTiles } from '../../state/output-slice';
import { addLateMiddleware } from '../../state/store';
import { renderBoard } from '../../test/render-board';

const keys = () => screen.findByRole('group', { name: 'Keys' });
const predictions = () => within(screen.getByRole('group', { name: 'Predictions' }));
const press = async (...names: string[]) => {
  const group = within(await keys());
  for (const name of names) fireEvent.click(group.getByRole('button', { name }));
};
const typedWord = () => screen.getByRole('status', { name: 'Word being typed' }).textContent;
const outputLabels = (store: ReturnType<typeof renderBoard>['store']) => selectOutputTiles(store.getState()).map((tile) => tile.label);

// The keyboard's chunk and its word lists load on first use: a first test waits for them a few seconds.
describe('KeyboardBoard', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('offers "apple" for "app" and says it, into the output bar, when chosen', async () => {
    const { store, speaker } = renderBoard('/board/keyboard');
    await press('a', 'p', 'p');
    expect(typedWord()).toBe('app');
    const apple = await waitFor(() => predictions().getByRole('button', { name: 'apple' }));
    // The fruit board's apple tile lends the word its picture.
    expect(apple.querySelector('img')?.getAttribute('src')).toMatch(/\/symbols\/.+\.svg$/);
    fireEvent.click(apple);
    expect(speaker.spoken.at(-1)).toBe('apple');
    await waitFor(() => expect(outputLabels(store)).toEqual(['apple']));
    expect(typedWord()).toBe('');
  });

  it('ends a word with Space or punctuation, and Backspace edits the word being typed, then the last typed word', async () => {
    const { store, speaker } = renderBoard('/board/keyboard');
    await press('h', 'i', 'Space');
    await waitFor(() => expect(outputLabels(store)).toEqual(['hi']));
    expect(speaker.spoken).toEqual(['hi']);
    await press('y', 'o', 'u', 'Backspace');
    expect(typedWord()).toBe('yo');
    await press('u', '?');
    await waitFor(() => expect(outputLabels(store)).toEqual(['hi', 'you?']));
    await press('Backspace');
    expect(outputLabels(store)).toEqual(['hi']);
    expect(typedWord()).toBe('you');
  });

  it('after "I want juice" three times, offers "juice" first after "want"', async () => {
    const { store } = renderBoard('/board/keyboard');
    startKeyboardLearning(store, (middleware) => addLateMiddleware(store, middleware));
    for (let time = 0; time < 3; time += 1) {
      act(() => {
        store.dispatch(outputCleared());
        for (const label of ['I', 'want', 'juice']) store.dispatch(outputTileAdded({ id: `${label}-${time}`, label }));
      });
    }
    act(() => {
      store.dispatch(outputCleared());
      store.dispatch(outputTileAdded({ id: 'i', label: 'I' }));
    });
    await press('w', 'a', 'n', 't', 'Space');
    await waitFor(() => expect(predictions().getAllByRole('button')[0]?.getAttribute('aria-label')).toBe('juice'));
  });

  it('is opened from the root board by its tile while locked', async () => {
    const { store } = renderBoard('/');
    fireEvent.click(await screen.findByRole('button', { name: 'keyboard' }));
    await waitFor(() => expect(selectActiveBoardId(store.getState())).toBe('keyboard'));
    expect((await keys()).closest('[dir]')?.getAttribute('dir')).toBe('ltr');
  });

  it('has Arabic letters, right to left, in Arabic', async () => {
    renderBoard('/board/keyboard', { language: languageStateFor('ar') });
    const group = await screen.findByRole('group', { name: 'المفاتيح' });
    expect(group.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(within(group).getAllByRole('button')[0]?.getAttribute('aria-label')).toBe('ا');
    expect(within(group).getByRole('button', { name: 'ض' })).toBeTruthy();
  });
});
