import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A device set to dark colours (prefers-color-scheme: dark). */
const darkDevice = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-color-scheme: dark)',
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));

const radio = (group: string, name: string) => within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name });

describe('/settings/display', { timeout: 30_000 }, () => {
  it('offers every display setting of the spec, and applies them only on Save', async () => {
    const { store } = renderApp('/settings/display');
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    for (const group of ['UI size', 'Font size']) {
      expect(
        within(screen.getByRole('radiogroup', { name: group }))
          .getAllByRole('radio')
          .map((option) => option.getAttribute('value')),
      ).toEqual(['Standard', 'Large', 'ExtraLarge']);
    }
    expect((radio('Label position', 'Below') as HTMLInputElement).checked).toBe(true);

    fireEvent.click(radio('Label position', 'Hidden'));
    fireEvent.click(radio('UI size', 'Extra Large'));
    fireEvent.click(screen.getByRole('switch', { name: 'Hide output bar' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Increase output action buttons' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Dark theme' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Font family' }));
    const fonts = within(await screen.findByRole('listbox', { name: 'Font family' })).getAllByRole('option');
    expect(fonts.map((option) => option.textContent)).toEqual(['Roboto', 'Chilanka', 'Hind', 'Nunito', 'Oswald', 'Indie Flower']);
    fireEvent.click(fonts[3]!);
    expect(store.getState().settings.display.labelPosition).toBe('Below');
    expect(document.documentElement.classList.contains('is-dark')).toBe(false);

    fireEvent.click(save);
    expect(store.getState().settings.display).toEqual({
      uiSize: 'ExtraLarge',
      fontSize: 'Standard',
      fontFamily: 'Nunito',
      labelPosition: 'Hidden',
      hideOutputActive: true,
      increaseOutputButtons: true,
      darkThemeActive: true,
    });
    await waitFor(() => expect(document.documentElement.classList.contains('is-dark')).toBe(true));
    expect(document.documentElement.classList.contains('ui-size-extra-large')).toBe(true);
    expect(save.hasAttribute('disabled')).toBe(true);
    expect((await screen.findAllByText('Settings saved')).length).toBeGreaterThan(0);
  });

  it('follows the device into the dark theme until the user chooses, and keeps a light choice on a dark device', async () => {
    darkDevice();
    const { store } = renderApp('/settings/display');
    const dark = await screen.findByRole('switch', { name: 'Dark theme' });
    expect((dark as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(document.documentElement.classList.contains('is-dark')).toBe(true));
    expect(store.getState().settings.display.darkThemeActive).toBeUndefined();

    fireEvent.click(dark);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(store.getState().settings.display.darkThemeActive).toBe(false);
    await waitFor(() => expect(document.documentElement.classList.contains('is-dark')).toBe(false));
  });

  it('leaves nothing to save when a change is undone before saving', async () => {
    renderApp('/settings/display');
    fireEvent.click(await screen.findByRole('switch', { name: 'Hide output bar' }));
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getByRole('switch', { name: 'Hide output bar' }));
    expect(save.hasAttribute('disabled')).toBe(true);
  });
});
