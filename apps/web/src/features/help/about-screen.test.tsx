import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { version } from '../../../package.json';

afterEach(() => {
  vi.unstubAllEnvs();
});

const SOURCE = 'https://code.example.org/tessera';
const COMES_WITH_THE_APP = /source code comes with the app/;

describe('/settings/about', () => {
  it('shows the intro, the contributors, the resources and the licences, and the version', async () => {
    renderApp('/settings/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About' })).toBeTruthy();
    expect(screen.getByText(/free and open-source communication app/)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Contributors' })).getByText(/Tessera contributors/)).toBeTruthy();

    const resources = screen.getByRole('region', { name: 'Resources' });
    const resourceLinks = within(resources)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(resourceLinks).toEqual(expect.arrayContaining(['OpenMoji', 'CC BY-SA 4.0', 'eSpeak NG', 'GPL-3.0-or-later', 'SIL OFL 1.1']));
    expect(within(resources).getByRole('link', { name: /Roboto, Chilanka, Hind, Nunito, Oswald, Indie Flower/ })).toBeTruthy();
    for (const link of within(resources).getAllByRole('link')) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }

    const licence = screen.getByRole('region', { name: 'Licence' });
    expect(within(licence).getByRole('link', { name: 'GPL-3.0-or-later' }).getAttribute('href')).toBe('https://www.gnu.org/licenses/gpl-3.0.html');
    expect(within(licence).getByRole('link', { name: 'CC BY-SA 4.0' }).getAttribute('href')).toBe('https://creativecommons.org/licenses/by-sa/4.0/');
    expect(screen.getByText(`Version ${version}`)).toBeTruthy();
  });

  it('links to the source code where the build says it is (VITE_SOURCE_URL), from the contributors and from Tessera among the resources', async () => {
    vi.stubEnv('VITE_SOURCE_URL', SOURCE);
    renderApp('/settings/about');
    const contributors = await screen.findByRole('region', { name: 'Contributors' });
    expect(within(contributors).getByRole('link', { name: 'Source code' }).getAttribute('href')).toBe(SOURCE);
    expect(
      within(screen.getByRole('region', { name: 'Resources' }))
        .getByRole('link', { name: 'Tessera' })
        .getAttribute('href'),
    ).toBe(SOURCE);
    expect(screen.queryByText(COMES_WITH_THE_APP)).toBeNull();
  });

  it('says the source code comes with the app, and links to none, when the build names no address', async () => {
    vi.stubEnv('VITE_SOURCE_URL', undefined);
    renderApp('/settings/about');
    const licence = await screen.findByRole('region', { name: 'Licence' });
    expect(within(licence).getByText(COMES_WITH_THE_APP)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Source code' })).toBeNull();
    const resources = screen.getByRole('region', { name: 'Resources' });
    expect(within(resources).getByText('Tessera')).toBeTruthy();
    expect(within(resources).queryByRole('link', { name: 'Tessera' })).toBeNull();
  });
});
