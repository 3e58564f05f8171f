import type { Board, Tile } from '@tessera/core';
import { describe, expect, it, vi } from 'vitest';
import { selectNavHistory } from '../../state/board-slice';
import { makeStore } from '../../state/store';
import { FakeSpeaker } from '../../test/fake-speaker';
import { handOverFirstBoard } from '../../lib/first-board/hand-over';
import { activateTile, type TileActivation } from './activate-tile';

const boards: Pick<Board, 'id' | 'name'>[] = [
  { id: 'root', name: 'Home' },
  { id: 'food', name: 'food' },
  { id: 'drinks-2', name: 'drinks' },
];
const navigation = { vocalizeFolders: false, playSoundOnTouchActive: false };

function setup(overrides: Partial<TileActivation> = {}) {
  const store = makeStore();
  const speaker = new FakeSpeaker();
  // The store update runs at once here; when it runs by default is the last test's subject.
  const activate = (tile: Tile) =>
    activateTile(tile, { speaker, dispatch: store.dispatch, boards, navigation, isLiveMode: false, afterSpeech: (update) => update(), ...overrides });
  return { store, speaker, activate };
}

describe('activateTile', () => {
  it('opens the linked board by id, silently unless folder vocalization is on', () => {
    const { store, speaker, activate } = setup();
    activate({ id: 't1', label: 'food', loadBoard: 'food' });
    expect(selectNavHistory(store.getState())).toEqual(['root', 'food']);
    expect(speaker.spoken).toEqual([]);

    const vocal = setup({ navigation: { ...navigation, vocalizeFolders: true } });
    vocal.activate({ id: 't1', label: 'food', vocalization: 'some food', loadBoard: 'food' });
    expect(vocal.speaker.spoken).toEqual(['some food']);
    expect(vocal.store.getState().output.tiles).toEqual([]);
  });

  it('falls back to the board whose name is the label', () => {
    const { store, activate } = setup();
    activate({ id: 't2', label: 'drinks', loadBoard: 'gone' });
    expect(store.getState().board.activeBoardId).toBe('drinks-2');
  });

  it('shows the missed-board notice when the folder leads nowhere', () => {
    const { store, speaker, activate } = setup();
    activate({ id: 't3', label: 'toys', loadBoard: 'gone' });
    expect(store.getState().board.activeBoardId).toBe('root');
    expect(store.getState().notifications.open?.message.defaultMessage).toBe(
      'We are sorry but we have missed this folder / board. We recommend you to create it again.',
    );
    expect(speaker.spoken).toEqual([]);
  });

  it('speaks a tile (vocalization, else label) at once and adds it to the output', () => {
    const { store, speaker, activate } = setup();
    activate({ id: 'a', label: 'apple' });
    expect(speaker.spoken).toEqual(['apple']);
    activate({ id: 'b', label: 'hi', vocalization: 'hello there' });
    expect(speaker.spoken).toEqual(['apple', 'hello there']);
    expect(speaker.cancelCount).toBe(2); // each tap interrupts what was playing
    expect(store.getState().output.tiles.map((tile) => tile.id)).toEqual(['a', 'b']);
  });

  it("plays the tile's sound instead when sound on touch is on", () => {
    const { speaker, activate } = setup({ navigation: { ...navigation, playSoundOnTouchActive: true } });
    activate({ id: 's', label: 'dog', sound: 'data:audio/ogg;base64,AAAA' });
    expect(speaker.sounds).toEqual(['data:audio/ogg;base64,AAAA']);
    expect(speaker.spoken).toEqual([]);
    activate({ id: 'q', label: 'cat' });
    expect(speaker.spoken).toEqual(['cat']);
  });

  it('toggles the selection in select mode, and nothing else', () => {
    const { store, speaker, activate } = setup({ isSelecting: true });
    activate({ id: 'a', label: 'apple' });
    expect(store.getState().ui.selectedTileIds).toEqual(['a']);
    expect(speaker.spoken).toEqual([]);
    expect(store.getState().output.tiles).toEqual([]);
  });

  it('adds a live input tile after the tile in live mode', () => {
    const { store, activate } = setup({ isLiveMode: true });
    activate({ id: 'a', label: 'apple' });
    expect(store.getState().output.tiles.map((tile) => tile.type ?? tile.id)).toEqual(['a', 'live']);
  });

  it('speaks before the store changes: the output follows in the next task, so no render delays the voice', () => {
    vi.useFakeTimers();
    try {
      const { store, speaker } = setup();
      const order: string[] = [];
      const unsubscribe = store.subscribe(() => order.push('store'));
      const speak = speaker.speak.bind(speaker);
      speaker.speak = (text, options) => {
        order.push(`speak ${text}`);
        return speak(text, options);
      };
      activateTile({ id: 'a', label: 'apple' }, { speaker, dispatch: store.dispatch, boards, navigation, isLiveMode: false });
      expect(order).toEqual(['speak apple']);
      expect(store.getState().output.tiles).toEqual([]);
      vi.runAllTimers();
      expect(order[0]).toBe('speak apple');
      expect(order.slice(1)).toContain('store');
      expect(store.getState().output.tiles.map((tile) => tile.id)).toEqual(['a']);
      unsubscribe();
    } finally {
      vi.useRealTimers();
    }
  });

  it('adds a word said on the saved first board to the sentence without saying it again, and says the next tap', () => {
    const { store, speaker, activate } = setup();
    const word: Tile = { id: 'w1', label: 'hello' };
    const root = document.createElement('div');
    root.innerHTML = '<button data-tile-id="w1">hello</button>';
    root.querySelector('button')!.addEventListener('click', () => activate(word));
    const cover = document.createElement('div');
    cover.id = 'first-board';
    document.body.append(cover);
    window.__tesseraEarlyTaps = [{ tile: 'w1', spoken: true }, { tile: 'w1' }];
    handOverFirstBoard(root);
    expect(speaker.spoken).toEqual(['hello']);
    expect(store.getState().output.tiles.map((tile) => tile.label)).toEqual(['hello', 'hello']);
    activate(word);
    expect(speaker.spoken).toEqual(['hello', 'hello']);
  });
});
