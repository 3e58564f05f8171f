import { act, screen, waitFor } from '@testing-library/react';
import { defaultSettings } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { displaySettingsChanged, initialSettingsState } from '../../state/settings-slice';

const themeColour = () => document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content;

describe('theme', () => {
  it('applies the dark theme from the display settings', async () => {
    const settings = initialSettingsState();
    renderApp('/board/root', { settings: { ...settings, display: { ...settings.display, darkThemeActive: true } } });
    await waitFor(() => expect(document.documentElement.classList.contains('is-dark')).toBe(true));
    expect(themeColour()).toBe('#121212');
    expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(18, 18, 18)');
  });

  it('starts light with the standard size classes, and follows a change to dark and larger text', async () => {
    const { store } = renderApp('/board/root');
    const root = document.documentElement;
    await waitFor(() => expect(root.classList.contains('font-size-standard')).toBe(true));
    expect(root.classList.contains('ui-size-standard')).toBe(true);
    expect(root.classList.contains('is-dark')).toBe(false);
    expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(255, 255, 255)');

    act(() => {
      store.dispatch(displaySettingsChanged({ darkThemeActive: true, fontSize: 'ExtraLarge', uiSize: 'Large' }));
    });
    await waitFor(() => expect(root.classList.contains('is-dark')).toBe(true));
    expect(root.classList.contains('font-size-extra-large')).toBe(true);
    expect(root.classList.contains('ui-size-large')).toBe(true);
    expect(root.classList.contains('font-size-standard')).toBe(false);
    expect(screen.getByRole('region', { name: 'Output' })).toBeTruthy();
  });

  it('uses the chosen font family in the body text', async () => {
    const settings = defaultSettings();
    renderApp('/board/root', { settings: { ...settings, display: { ...settings.display, fontFamily: 'Indie Flower' } } });
    await waitFor(() => expect(getComputedStyle(document.body).fontFamily).toMatch(/^"Indie Flower"/));
  });
});
