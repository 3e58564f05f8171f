import { composite, contrastRatio, defaultSettings, parseColour, type Rgba } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { createAppTheme } from './create-app-theme';
import { applyRootClasses } from './root-classes';

const display = defaultSettings().display;

describe('createAppTheme', () => {
  it('gives buttons and icon buttons touch targets of at least 44 px', () => {
    const theme = createAppTheme({ display, direction: 'ltr' });
    expect(TOUCH_TARGET_PX).toBeGreaterThanOrEqual(44);
    for (const name of ['MuiButton', 'MuiIconButton'] as const) {
      expect(theme.components?.[name]?.styleOverrides?.root).toMatchObject({ minHeight: TOUCH_TARGET_PX, minWidth: TOUCH_TARGET_PX });
    }
  });

  it('follows the dark theme, direction, font family and font size settings', () => {
    const theme = createAppTheme({ display: { ...display, darkThemeActive: true, fontFamily: 'Hind', fontSize: 'ExtraLarge' }, direction: 'rtl' });
    expect(theme.palette.mode).toBe('dark');
    expect(theme.direction).toBe('rtl');
    expect(theme.typography.fontFamily).toMatch(/^"Hind", "Roboto"/);
    expect(theme.typography.fontSize).toBe(21);
    expect(createAppTheme({ display, direction: 'ltr' }).typography.fontSize).toBe(14);
  });
});

/** A theme colour as it shows on the page behind it. */
const shown = (colour: string, page: string): Rgba =>
  composite(parseColour(colour) ?? { r: 0, g: 0, b: 0, a: 0 }, parseColour(page) ?? { r: 0, g: 0, b: 0, a: 1 });

describe('disabled controls', () => {
  it('stand out from the page by 3:1 in both themes, and are plainly fainter than enabled ones', () => {
    for (const darkThemeActive of [false, true]) {
      const { palette } = createAppTheme({ display: { ...display, darkThemeActive }, direction: 'ltr' });
      for (const page of [palette.background.default, palette.background.paper]) {
        const disabled = contrastRatio(shown(palette.action.disabled, page), shown(page, page));
        const enabled = contrastRatio(shown(palette.action.active, page), shown(page, page));
        expect(disabled, `${palette.mode} on ${page}`).toBeGreaterThanOrEqual(3);
        expect(enabled / disabled, `${palette.mode} on ${page}`).toBeGreaterThan(2.5);
      }
    }
  });
});

describe('applyRootClasses', () => {
  it('replaces its own classes and leaves others alone', () => {
    const root = document.createElement('div');
    root.className = 'keep-me';
    applyRootClasses(root, { ...display, darkThemeActive: true, uiSize: 'Large' });
    applyRootClasses(root, { ...display, fontSize: 'ExtraLarge' });
    expect([...root.classList].sort()).toEqual(['font-size-extra-large', 'keep-me', 'ui-size-standard']);
  });
});
