import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeSpeaker } from '../../test/fake-speaker';
import { renderApp } from '../../test/render-app';
import { renderWithVoices } from '../../test/render-with-voices';
import { testVoice } from '../../test/test-voice';

const VOICES = [
  testVoice('device-en', 'en-US', { isDefault: true }),
  testVoice('device-es', 'es-ES'),
  testVoice('espeak-ng:es-ES', 'es-ES', { engine: 'espeak-ng' }),
  testVoice('espeak-ng:ar-SA', 'ar-SA', { engine: 'espeak-ng' }),
  testVoice('cloud-km', 'km-KH', { voiceSource: 'cloud' }),
];
const renderLanguageScreen = () => renderWithVoices('/settings/language', VOICES);

const languages = () => screen.getByRole('radiogroup', { name: 'Language' });
const radio = (name: string | RegExp) => within(languages()).getByRole('radio', { name });

describe('/settings/language', { timeout: 30_000 }, () => {
  it('lists every language, the current one first and checked, in its own words and in English', async () => {
    renderLanguageScreen();
    const radios = within(await screen.findByRole('radiogroup', { name: 'Language' })).getAllByRole('radio');
    expect(radios).toHaveLength(46);
    expect(radios[0]?.getAttribute('value')).toBe('en-US');
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
    expect(radios.filter((option) => (option as HTMLInputElement).checked)).toHaveLength(1);
    expect(radio('Español Spanish')).toBeTruthy();
    expect(radio('English (United Kingdom) English (United Kingdom)')).toBeTruthy();
    expect(radio('Português (Brasil) Portuguese (Brazil)')).toBeTruthy();
    expect(radio('Deutsch German')).toBeTruthy();
    expect(within(languages()).queryByRole('radio', { name: /Zulu|isiZulu/ })).toBeNull();
  });

  it('marks a language only a server voice speaks as online', async () => {
    renderLanguageScreen();
    await waitFor(() => expect(radio(/^ខ្មែរ Khmer/).closest('label')?.textContent).toContain('online'));
    expect(radio('Español Spanish').closest('label')?.textContent).not.toContain('online');
  });

  it('saves Spanish only on Save, with a Spanish device voice, and the screen turns Spanish', async () => {
    const { store } = renderLanguageScreen();
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.click(radio('Español Spanish'));
    expect((radio('Español Spanish') as HTMLInputElement).checked).toBe(true);
    expect(store.getState().language.lang).toBe('en-US');

    fireEvent.click(save);
    await waitFor(() => expect(store.getState().language).toEqual({ lang: 'es-ES', dir: 'ltr' }));
    expect(store.getState().settings.speech.voiceURI).toBe('device-es');
    expect(await screen.findByRole('heading', { name: 'Idioma' })).toBeTruthy();
    const radios = within(screen.getByRole('radiogroup', { name: 'Idioma' })).getAllByRole('radio');
    expect(radios[0]?.getAttribute('value')).toBe('es-ES');
    expect(
      within(screen.getByRole('radiogroup', { name: 'Idioma' })).getByRole('radio', { name: 'English (United States) Inglés (Estados Unidos)' }),
    ).toBeTruthy();
  });

  it('lays the app out right to left in Arabic, with the offline Arabic voice', async () => {
    const { store } = renderLanguageScreen();
    fireEvent.click(await screen.findByRole('radio', { name: 'العربية Arabic' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(store.getState().settings.speech.voiceURI).toBe('espeak-ng:ar-SA');
    expect(await screen.findByRole('heading', { name: 'اللغة' })).toBeTruthy();
  });

  it('turns the screen Khmer when Khmer is chosen: it has a catalogue now, so no notice says it lacks one', async () => {
    const { store } = renderLanguageScreen();
    fireEvent.click(await screen.findByRole('radio', { name: /^ខ្មែរ Khmer/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(store.getState().language.lang).toBe('km-KH'));
    expect(await screen.findByRole('heading', { name: 'ភាសា' })).toBeTruthy();
    // Montenegrin has no name in the engine's data: it is named in Khmer all the same, never in English.
    expect(within(screen.getByRole('radiogroup', { name: 'ភាសា' })).getByRole('radio', { name: /^Crnogorski ម៉ុងតេណេហ្គ្រោ/ })).toBeTruthy();
    expect(screen.queryByText(/translation was not found/)).toBeNull();
  });

  it('says a language has no translation and keeps the interface in English', async () => {
    // Every language of the list has a catalogue; Zulu, which another device may have saved, has none.
    renderApp('/settings/language', { language: { lang: 'zu-ZA', dir: 'ltr' } }, new FakeSpeaker(VOICES));
    expect((await screen.findAllByText('A Zulu translation was not found!. Go to Settings if you want to change language.')).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Language' })).toBeTruthy();
    expect(screen.queryByText('Settings saved')).toBeNull();
  });

  it('leaves nothing to save when the current language is picked again', async () => {
    renderLanguageScreen();
    fireEvent.click(await screen.findByRole('radio', { name: 'Español Spanish' }));
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(false);
    fireEvent.click(radio(/^English \(United States\)/));
    expect(save.hasAttribute('disabled')).toBe(true);
  });

  it('explains more languages in a dialog', async () => {
    renderLanguageScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'More Languages' }));
    const dialog = await screen.findByRole('dialog', { name: 'More Languages' });
    expect(dialog.textContent).toContain('offline voice');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
