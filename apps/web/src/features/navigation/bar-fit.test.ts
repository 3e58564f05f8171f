import { describe, expect, it } from 'vitest';
import { itemsThatFit, shownItems } from './bar-fit';

describe('itemsThatFit', () => {
  it('shows every item while the room is unknown or enough', () => {
    expect(itemsThatFit(null, 6)).toBe(6);
    expect(itemsThatFit(6 * 50 - 2, 6)).toBe(6);
  });

  it('keeps a place for More when not every item fits', () => {
    expect(itemsThatFit(6 * 50 - 3, 6)).toBe(4);
    expect(itemsThatFit(100, 6)).toBe(1);
    expect(itemsThatFit(48, 6)).toBe(0);
    expect(itemsThatFit(0, 6)).toBe(0);
    expect(itemsThatFit(-20, 6)).toBe(0);
  });
});

describe('shownItems', () => {
  it('keeps the items of highest priority', () => {
    const items = [
      { name: 'help', priority: 3 },
      { name: 'print', priority: 4 },
      { name: 'settings', priority: 1 },
      { name: 'share', priority: 2 },
    ];
    expect([...shownItems(items, 2)].map((item) => item.name).sort()).toEqual(['settings', 'share']);
    expect(shownItems(items, 0).size).toBe(0);
    expect(shownItems(items, 9).size).toBe(4);
  });
});
