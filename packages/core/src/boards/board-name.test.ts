import { describe, expect, it } from 'vitest';
import { boardDisplayName, tileDisplayLabel } from './board-name.ts';

const es: Record<string, string> = { 'cboard.board.home': 'Inicio' };
const translate = (key: string) => es[key];

describe('boardDisplayName', () => {
  it('shows the translation when the board has no name', () => {
    expect(boardDisplayName({ name: '', nameKey: 'cboard.board.home' }, translate)).toBe('Inicio');
  });

  it('shows the translation when the name is the last segment of the key', () => {
    expect(boardDisplayName({ name: 'home', nameKey: 'cboard.board.home' }, translate)).toBe('Inicio');
  });

  it('keeps the name when no translation exists', () => {
    expect(boardDisplayName({ name: 'food', nameKey: 'cboard.board.food' }, translate)).toBe('food');
  });

  it('keeps a name the user typed', () => {
    expect(boardDisplayName({ name: 'My home', nameKey: 'cboard.board.home' }, translate)).toBe('My home');
    expect(boardDisplayName({ name: 'Plain' }, translate)).toBe('Plain');
  });

  it('falls back to the last key segment when there is neither name nor translation', () => {
    expect(boardDisplayName({ nameKey: 'cboard.board.food' }, translate)).toBe('food');
  });
});

describe('tileDisplayLabel', () => {
  const translate = (key: string) => ({ 'tiles.apple': 'manzana' })[key];

  it('shows the translation, else the label, else the key’s last words', () => {
    expect(tileDisplayLabel({ label: 'apple', labelKey: 'tiles.apple' }, translate)).toBe('manzana');
    expect(tileDisplayLabel({ label: 'pear', labelKey: 'tiles.pear' }, translate)).toBe('pear');
    expect(tileDisplayLabel({ labelKey: 'tiles.ice_cream' }, translate)).toBe('ice cream');
    expect(tileDisplayLabel({}, translate)).toBe('');
  });
});
