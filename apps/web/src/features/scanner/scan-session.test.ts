import { afterEach, describe, expect, it } from 'vitest';
import { HIGHLIGHT_ATTRIBUTE, startScanSession } from './scan-session';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  document.body.innerHTML = '';
});

/** A board screen of three tiles, `extra` HTML beside it, and manual scanning started on it. */
function scanPage(extra = '') {
  const cells = ['a', 'b', 'c'].map((id, column) => `<button data-tile-id="${id}" data-row="0" data-column="${column}">${id}</button>`);
  document.body.innerHTML = `<div data-screen="board"><main>${cells.join('')}</main></div>${extra}`;
  stop = startScanSession({ strategy: 'manual', delay: 1000, onHighlight: () => undefined, onStop: () => undefined });
}

const highlightedTile = () => document.querySelector(`[${HIGHLIGHT_ATTRIBUTE}]`)?.getAttribute('data-tile-id');
const press = (key: string) => window.dispatchEvent(new KeyboardEvent('keydown', { key, cancelable: true }));

describe('scanning on the page', () => {
  it('moves with Space', () => {
    scanPage();
    expect(highlightedTile()).toBe('a');
    press(' ');
    expect(highlightedTile()).toBe('b');
  });

  it('leaves the keys to a dialog on screen', () => {
    scanPage('<div role="dialog"><button>OK</button></div>');
    press(' ');
    expect(highlightedTile()).toBe('a');
  });

  it('is not held up by a dialog kept on the page closed, as the tile editor is while it warms up', () => {
    scanPage(
      '<div aria-hidden="true" style="visibility: hidden"><div role="dialog"></div></div><div style="visibility: hidden"><div role="dialog"></div></div>',
    );
    press(' ');
    expect(highlightedTile()).toBe('b');
  });
});
