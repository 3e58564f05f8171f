import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { languageStateFor } from '../../state/language-slice';
import { renderApp } from '../../test/render-app';

const SECTIONS = ['first-steps', 'tiles', 'output-bar', 'folders', 'lock', 'editing', 'communicators', 'accounts', 'offline', 'settings'];

// jsdom lays nothing out and has no scrollIntoView: record which elements the screen scrolls to.
let scrolledTo: Element[] = [];
beforeEach(() => {
  scrolledTo = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo.push(this);
  };
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('/settings/help', () => {
  it('shows the help with a heading per section and contents linking to each', { timeout: 15_000 }, async () => {
    renderApp('/settings/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeTruthy();
    const contents = await screen.findByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(SECTIONS.map((id) => `/settings/help#${id}`));
    // Each link names its section's heading, whose id is the link's hash.
    const sectionHeadings = screen.getAllByRole('heading', { level: 2 }).filter((heading) => heading.id !== 'help-contents');
    expect(sectionHeadings.map((heading) => [heading.id, heading.textContent])).toEqual(
      links.map((link) => [link.getAttribute('href')?.split('#')[1], link.textContent]),
    );
    expect(sectionHeadings[2]?.textContent).toBe('The output bar');
    expect(screen.getByRole('region', { name: 'Locking and unlocking' }).textContent).toContain('4 times');
  });

  it('scrolls to the section the URL hash names and puts the focus on its heading', async () => {
    renderApp('/settings/help#output-bar');
    const heading = await screen.findByRole('heading', { level: 2, name: 'The output bar' });
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
    expect(scrolledTo).toEqual([heading]);
  });

  it('goes to a section when its link in the contents is followed', async () => {
    const { router } = renderApp('/settings/help');
    const contents = await screen.findByRole('navigation', { name: 'Contents' });
    fireEvent.click(within(contents).getByRole('link', { name: 'Using Tessera offline' }));
    await vi.waitFor(() => expect(router.state.location.hash).toBe('#offline'));
    const heading = screen.getByRole('heading', { level: 2, name: 'Using Tessera offline' });
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
    expect(scrolledTo).toEqual([heading]);
  });

  it.each([
    ['es-ES', 'La barra de salida', 'es'],
    ['ar-SA', 'شريط الإخراج', 'ar'],
    // No help of its own yet: English.
    ['fr-FR', 'The output bar', 'en'],
  ])('in %s shows the help of its language, else English', async (lang, outputBar, documentLanguage) => {
    renderApp('/settings/help#output-bar', { language: languageStateFor(lang) });
    const heading = await screen.findByRole('heading', { level: 2, name: outputBar });
    expect(heading.id).toBe('output-bar');
    expect(heading.closest('[lang]')?.getAttribute('lang')).toBe(documentLanguage);
  });
});
