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

  it('reads CSS colour names and hsl() too', () => {
    expect(contrastText('teal')).toBe('#fff');
    expect(contrastText('PapayaWhip')).toBe('#000');
    expect(contrastText('hsl(60, 100%, 85%)')).toBe('#000');
  });

  it('cannot tell for what is not a colour, or nothing', () => {
    expect(contrastText('not-a-colour')).toBeNull();
    expect(contrastText('var(--tile)')).toBeNull();
    expect(contrastText(undefined)).toBeNull();
  });
});
