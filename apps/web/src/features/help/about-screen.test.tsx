import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { version } from '../../../package.json';

describe('/settings/about', () => {
  it('shows the intro, the contributors with the source code, the resources and the licences, and the version', async () => {
    renderApp('/settings/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About' })).toBeTruthy();
    expect(screen.getByText(/free and open-source communication app/)).toBeTruthy();

    const contributors = screen.getByRole('region', { name: 'Contributors' });
    expect(within(contributors).getByText(/Tessera contributors/)).toBeTruthy();
    expect(within(contributors).getByRole('link', { name: 'Source code' }).getAttribute('href')).toMatch(/^https:\/\//);

    const resources = screen.getByRole('region', { name: 'Resources' });
    const resourceLinks = within(resources).getAllByRole('link').map((link) => link.textContent);
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
});
