import { describe, expect, it } from 'vitest';
import { contrastText } from './contrast-text.ts';

describe('contrastText', () => {
  it('puts black on the light built-in colours and white on dark ones', () => {
    expect(contrastText('rgb(255, 241, 118)')).toBe('#000');
    expect(contrastText('#bbdefb')).toBe('#000');
    expect(contrastText('#999')).toBe('#000');
    expect(contrastText('#1565c0')).toBe('#fff');
    expect(contrastText('rgba(0, 0, 0, 0.5)')).toBe('#fff');
  });

  it('cannot tell for a named colour or nothing', () => {
    expect(contrastText('teal')).toBeNull();
    expect(contrastText(undefined)).toBeNull();
  });
});
