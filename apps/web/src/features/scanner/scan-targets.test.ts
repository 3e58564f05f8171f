import { afterEach, describe, expect, it } from 'vitest';
import { collectScanTargets } from './scan-targets';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A board screen: a fixed grid of `rows` x `columns` tiles, and the controls given as HTML. */
const page = (rows: number, columns: number, controls: string) => {
  const cells = Array.from(
    { length: rows * columns },
    (_, i) => `<button data-tile-id="t${i}" data-row="${Math.floor(i / columns)}" data-column="${i % columns}"></button>`,
  );
  document.body.innerHTML = `<div data-screen="board">${controls}<main>${cells.join('')}</main></div><button data-tile-id="elsewhere"></button>`;
};

const CONTROLS =
  '<button data-scan="speak"></button><button data-scan="backspace" disabled></button><button data-scan="clear"></button><button data-scan="go-back" disabled></button><button data-scan="lock"></button>';

describe('what the scanner reaches on the page', () => {
  it('a small board: its tiles, then the enabled controls, one by one', () => {
    page(2, 2, CONTROLS);
    const { tree, elements } = collectScanTargets();
    expect(tree.map((node) => node.id)).toEqual(['tile:t0', 'tile:t1', 'tile:t2', 'tile:t3', 'control:speak', 'control:clear', 'control:lock']);
    expect(elements.get('control:lock')).toBe(document.querySelector('[data-scan="lock"]'));
  });

  it('a big board: its rows, then the output bar’s buttons as a group and the lock', () => {
    page(3, 5, CONTROLS);
    const { tree } = collectScanTargets();
    expect(tree.map((node) => (node.kind === 'group' ? `${node.id}(${node.children.length})` : node.id))).toEqual([
      'row:0(5)',
      'row:1(5)',
      'row:2(5)',
      'controls:0(2)',
      'control:lock',
    ]);
  });

  it('keeps the highlight on backspace and the lock after they are selected, as they are pressed again and again', () => {
    page(1, 2, CONTROLS.replace('data-scan="backspace" disabled', 'data-scan="backspace"'));
    const repeated = collectScanTargets().tree.filter((node) => node.kind === 'item' && node.repeat);
    expect(repeated.map((node) => node.id)).toEqual(['control:backspace', 'control:lock']);
  });

  it('leaves out disabled tiles and tiles outside the board screen', () => {
    page(1, 2, '');
    document.querySelector('[data-tile-id="t1"]')!.setAttribute('disabled', '');
    expect(collectScanTargets().tree.map((node) => node.id)).toEqual(['tile:t0']);
  });
});
