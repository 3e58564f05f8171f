import { describe, expect, it } from 'vitest';
import { fontStack } from './load-font-family';

describe('fontStack', () => {
  it('puts the chosen family first, Roboto for the letters it lacks, then the fonts of the scripts on show', () => {
    expect(fontStack('Roboto')).toBe('"Roboto", var(--tessera-script-fonts, system-ui), system-ui, -apple-system, "Segoe UI", Arial, sans-serif');
    expect(fontStack('Indie Flower')).toMatch(/^"Indie Flower", "Roboto", var\(--tessera-script-fonts, system-ui\), /);
  });
});
