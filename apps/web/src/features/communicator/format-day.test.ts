import { describe, expect, it } from 'vitest';
import { formatDay } from './format-day';

describe('formatDay', () => {
  it('writes a day as DD/MM/YYYY', () => {
    expect(formatDay(new Date(2026, 2, 7, 12).toISOString())).toBe('07/03/2026');
  });

  it('shows nothing for a timestamp it cannot read', () => {
    expect(formatDay('not a date')).toBe('');
  });
});
