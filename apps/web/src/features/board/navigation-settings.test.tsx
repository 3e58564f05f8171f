import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NavigationSettings } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { selectNavHistory } from '../../state/board-slice';
import { initialSettingsState } from '../../state/settings-slice';
import { renderBoard } from '../../test/render-board';

/** The board at `path` with some navigation settings (spec 02 §2 Navigation & Buttons) changed. */
const withNavigation = (path: string, navigation: Partial<NavigationSettings>) => {
  const settings = initialSettingsState();
  return renderBoard(path, { settings: { ...settings, navigation: { ...settings.navigation, ...navigation } } });
};

const tap = (element: Element) => {
  fireEvent.pointerDown(element, { isPrimary: true, button: 0, pointerType: 'mouse' });
  fireEvent.click(element, { detail: 1 });
};
const tiles = () => screen.getByRole('main', { name: 'Tiles' });
const tile = (name: string) => within(tiles()).getByRole('button', { name });
const bigBack = () => screen.queryByRole('button', { name: 'Back' });
/** Whether `element` comes before the tile area in the page (above it, or on its starting side). */
const beforeTiles = (element: Element) => (tiles().compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING) !== 0;
const sharesRowWithTiles = (element: Element) => element.parentElement === tiles().parentElement;

/** jsdom lays nothing out: the tile area is given a size that overflows, then told it scrolled. */
const overflow = () => {
  const area = tiles();
  Object.defineProperty(area, 'scrollHeight', { configurable: true, value: 900 });
  Object.defineProperty(area, 'clientHeight', { configurable: true, value: 400 });
  fireEvent.scroll(area);
  return area;
};

describe('the board with the navigation settings', () => {
  it('has no big Back button unless the context-aware back button is on', async () => {
    withNavigation('/', {});
    tap(tile('food'));
    await screen.findByRole('button', { name: 'fruit' });
    expect(bigBack()).toBeNull();
  });

  it('shows a big Back button beside the tiles inside a folder only, which goes back', async () => {
    const { store } = withNavigation('/', { caBackButtonActive: true });
    expect(bigBack()).toBeNull(); // nothing to go back to from the root board
    tap(tile('food'));
    const back = await screen.findByRole('button', { name: 'Back' });
    expect(beforeTiles(back)).toBe(true);
    expect(sharesRowWithTiles(back)).toBe(true);
    fireEvent.click(back);
    await waitFor(() => expect(bigBack()).toBeNull());
    expect(selectNavHistory(store.getState())).toEqual(['root']);
    expect(tile('food')).toBeTruthy();
  });

  it('puts the big Back button above the tiles with the "On top" style', async () => {
    withNavigation('/', { caBackButtonActive: true, navigationButtonsStyle: 'onTop' });
    tap(tile('food'));
    const back = await screen.findByRole('button', { name: 'Back' });
    expect(beforeTiles(back)).toBe(true);
    expect(sharesRowWithTiles(back)).toBe(false);
  });

  it('shows big scroll buttons beside a board that scrolls; they scroll 100 px', async () => {
    withNavigation('/board/fruit', { bigScrollButtonsActive: true });
    const area = overflow();
    const down = await screen.findByRole('button', { name: 'Scroll down' });
    expect(beforeTiles(down)).toBe(false);
    expect(screen.getByRole('button', { name: 'Scroll up' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(down);
    expect(area.scrollTop).toBe(100);
  });

  it('with the "On top" style and big scroll buttons, the scroll buttons sit above the tiles', async () => {
    withNavigation('/board/fruit', { bigScrollButtonsActive: true, navigationButtonsStyle: 'onTop' });
    overflow();
    const down = await screen.findByRole('button', { name: 'Scroll down' });
    expect(beforeTiles(down)).toBe(true);
    expect(sharesRowWithTiles(down)).toBe(false);
  });

  it('says a folder’s name when it opens only with folder vocalization on', async () => {
    const silent = withNavigation('/', {});
    tap(tile('food'));
    await screen.findByRole('button', { name: 'fruit' });
    expect(silent.speaker.spoken).toEqual([]);
    silent.unmount();

    const vocal = withNavigation('/', { vocalizeFolders: true });
    tap(tile('food'));
    expect(vocal.speaker.spoken).toEqual(['food']);
    await screen.findByRole('button', { name: 'fruit' });
  });

  it('says a tapped tile with autoplay off (the default) and on: autoplay only plays a recorded sound instead', () => {
    const off = withNavigation('/board/fruit', {});
    tap(tile('apple'));
    expect(off.speaker.spoken).toEqual(['apple']);
    off.unmount();

    const on = withNavigation('/board/fruit', { playSoundOnTouchActive: true });
    tap(tile('pear'));
    expect(on.speaker.spoken).toEqual(['pear']);
    expect(on.speaker.sounds).toEqual([]);
  });
});
