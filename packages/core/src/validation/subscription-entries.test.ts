import { describe, expect, it } from 'vitest';
import { filterSubscriptionEntries } from './subscription-entries.ts';

describe('filterSubscriptionEntries', () => {
  it('keeps entries with string fields and a numeric price', () => {
    const good = { id: 'p1', name: 'Monthly', currency: 'EUR', provider: 'paypal', price: 4.99 };
    const numericString = { ...good, id: 'p2', price: '9.99' };
    const list = [
      good,
      numericString,
      { ...good, id: 'p3', price: 'free' },
      { ...good, id: 'p4', price: '' },
      { ...good, id: 5 },
      { ...good, id: 'p6', currency: undefined },
      { ...good, id: 'p7', price: Number.NaN },
      null,
      'x',
    ];
    expect(filterSubscriptionEntries(list).map((e) => e.id)).toEqual(['p1', 'p2']);
  });

  it('returns an empty list for anything but an array', () => {
    expect(filterSubscriptionEntries({ data: [] })).toEqual([]);
  });
});
