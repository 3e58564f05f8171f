import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { languageChanged } from '../../state/language-slice';
import hebrew from '../../lib/i18n/messages/he.json';

describe('language switch', () => {
  it('starts in English, left to right', async () => {
    renderApp('/board/root');
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('loads the Arabic catalogue and lays the app out right to left', async () => {
    const { store } = renderApp('/board/root');
    act(() => {
      store.dispatch(languageChanged('ar-SA'));
    });
    expect(store.getState().language).toEqual({ lang: 'ar-SA', dir: 'rtl' });
    expect(await screen.findByRole('region', { name: 'المخرجات' })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar-SA');
    // MUI's styles go through the mirroring emotion cache.
    expect(document.querySelector('style[data-emotion^="muirtl"]')).not.toBeNull();
  });

  it('switches back to English and left to right', async () => {
    const { store } = renderApp('/board/root', { language: { lang: 'ar-SA', dir: 'rtl' } });
    await screen.findByRole('region', { name: 'المخرجات' });
    act(() => {
      store.dispatch(languageChanged('en-GB'));
    });
    expect(await screen.findByRole('region', { name: 'Output' })).toBeTruthy();
    // lang and dir follow in an effect after the text has rendered.
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
    expect(document.documentElement.lang).toBe('en-GB');
  });

  it('shows Spanish text for a Spanish locale', async () => {
    renderApp('/nope', { language: { lang: 'es-ES', dir: 'ltr' } });
    expect(await screen.findByRole('heading', { name: 'Esta página no existe' })).toBeTruthy();
  });

  it('falls back to English text for a language without a catalogue', async () => {
    renderApp('/board/root', { language: { lang: 'zu-ZA', dir: 'ltr' } });
    await waitFor(() => expect(document.documentElement.lang).toBe('zu-ZA'));
    expect(document.documentElement.dir).toBe('ltr');
    expect(screen.getByRole('region', { name: 'Output' })).toBeTruthy();
  });

  it('shows Hebrew from its catalogue, right to left', async () => {
    renderApp('/board/root', { language: { lang: 'he-IL', dir: 'rtl' } });
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(await screen.findByRole('region', { name: hebrew['board.output.label'] })).toBeTruthy();
  });
});
