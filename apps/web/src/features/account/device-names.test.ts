import { describe, expect, it } from 'vitest';
import { numberedDeviceNames } from './device-names';

describe('numberedDeviceNames', () => {
  it('numbers the devices that share a name, in order, and leaves a name of its own as it is', () => {
    expect(numberedDeviceNames(['Chrome 156 · Linux', 'Safari 18 · iOS', 'Chrome 156 · Linux'])).toEqual([
      'Chrome 156 · Linux (1)',
      'Safari 18 · iOS',
      'Chrome 156 · Linux (2)',
    ]);
    expect(numberedDeviceNames([])).toEqual([]);
  });

  it("writes the number in the interface's digits", () => {
    expect(numberedDeviceNames(['Chrome', 'Chrome'], (value) => new Intl.NumberFormat('ar-EG').format(value))).toEqual(['Chrome (١)', 'Chrome (٢)']);
  });
});
