import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { tileLabel } from './tile-labels';

const intl = createIntl({ locale: 'es-ES', messages: { 'tessera.board.food.apple': 'manzana' } });

describe('tileLabel', () => {
  it("uses the catalogue's text for the labelKey, else the tile's label, else the key's words", () => {
    expect(tileLabel({ labelKey: 'tessera.board.food.apple', label: 'apple' }, intl)).toBe('manzana');
    expect(tileLabel({ labelKey: 'tessera.board.food.pear', label: 'pear' }, intl)).toBe('pear');
    expect(tileLabel({ labelKey: 'tessera.board.food.green-apple' }, intl)).toBe('green apple');
    expect(tileLabel({ label: 'mine' }, intl)).toBe('mine');
  });
});
