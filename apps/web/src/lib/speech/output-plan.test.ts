import type { Tile } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { planOutput } from './output-plan';

let nextId = 0;
const tile = (fields: Omit<Tile, 'id'>): Tile => ({ id: `t${nextId++}`, ...fields });

describe('planOutput', () => {
  it('groups consecutive tiles by whether they have a sound', () => {
    const plan = planOutput([
      tile({ label: 'I' }),
      tile({ label: 'want', vocalization: 'would like' }),
      tile({ label: 'bark', sound: 'data:audio/webm;base64,AA' }),
      tile({ label: 'meow', sound: '/media/meow.mp3' }),
      tile({ label: 'play' }),
    ]);
    expect(plan).toEqual([
      { kind: 'text', text: 'I would like' },
      { kind: 'sound', url: 'data:audio/webm;base64,AA', label: 'bark' },
      { kind: 'sound', url: '/media/meow.mp3', label: 'meow' },
      { kind: 'text', text: 'play' },
    ]);
  });

  it("glues '+' actions onto the word before, and leaves out groups with nothing to say", () => {
    expect(planOutput([tile({ label: 'walk' }), tile({ label: 'ed', action: '+ed' }), tile({ label: 's', action: '+' })])).toEqual([
      { kind: 'text', text: 'walkeds' },
    ]);
    expect(planOutput([tile({ label: ' ' })])).toEqual([]);
    expect(planOutput([])).toEqual([]);
  });
});
