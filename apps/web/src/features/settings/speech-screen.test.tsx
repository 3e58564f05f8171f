import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../test/choose-option';
import { renderWithVoices } from '../../test/render-with-voices';
import { testVoice } from '../../test/test-voice';

const VOICES = [
  testVoice('device-en', 'en-US', { name: 'Device English', isDefault: true }),
  testVoice('cloud-en', 'en-US', { name: 'Cloud English', voiceSource: 'cloud' }),
  testVoice('device-es', 'es-ES', { name: 'Device Spanish' }),
  testVoice('espeak-ng:en-US', 'en-US', { name: 'eSpeak NG — American English', engine: 'espeak-ng' }),
  testVoice('espeak-ng:en-GB', 'en-GB', { name: 'eSpeak NG — British English', engine: 'espeak-ng' }),
];
const renderSpeechScreen = (voices = VOICES) => renderWithVoices('/settings/speech', voices);
const chooseVoice = (name: string | RegExp) => chooseOption('Voice', name);

describe('/settings/speech', { timeout: 30_000 }, () => {
  it("lists the current language's voices, marks online ones, and shows the voice that speaks now", async () => {
    renderSpeechScreen();
    const picker = await screen.findByRole('combobox', { name: 'Voice' });
    await waitFor(() => expect(picker.textContent).toBe('Device English'));
    fireEvent.mouseDown(picker);
    const options = within(await screen.findByRole('listbox', { name: 'Voice' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Device English',
      'Cloud Englishonline',
      'eSpeak NG — American English',
      'eSpeak NG — British English',
    ]);
  });

  it('saves a new voice and rate half a second after the change, and says the sample with them', async () => {
    const { store, speaker } = renderSpeechScreen();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Voice' }).textContent).toBe('Device English'));
    await chooseVoice('eSpeak NG — British English');
    const rate = screen.getByRole('slider', { name: 'Rate' });
    expect(rate.getAttribute('aria-valuemin')).toBe('0');
    expect(rate.getAttribute('aria-valuemax')).toBe('2');
    fireEvent.keyDown(rate, { key: 'ArrowRight' });
    expect(store.getState().settings.speech).toEqual({ pitch: 1, rate: 1, volume: 1 });
    expect(speaker.spoken).toEqual([]);

    await waitFor(() => expect(store.getState().settings.speech).toEqual({ voiceURI: 'espeak-ng:en-GB', pitch: 1, rate: 1.25, volume: 1 }));
    expect(speaker.spoken).toEqual(['Hi! This is my voice.']);
    expect(speaker.requests[0]).toMatchObject({ voiceURI: 'espeak-ng:en-GB', rate: 1.25, pitch: 1, lang: 'en-US', interrupt: true });
    expect(screen.getByRole('combobox', { name: 'Voice' }).textContent).toBe('eSpeak NG — British English');
  });

  it('disables and dims pitch and rate for an online voice', async () => {
    renderSpeechScreen();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Voice' }).textContent).toBe('Device English'));
    expect(screen.getByRole('slider', { name: 'Pitch' }).hasAttribute('disabled')).toBe(false);
    await chooseVoice(/^Cloud English/);
    expect(screen.getByRole('combobox', { name: 'Voice' }).textContent).toBe('Cloud Englishonline');
    for (const name of ['Pitch', 'Rate']) expect(screen.getByRole('slider', { name }).hasAttribute('disabled')).toBe(true);
  });

  it('says so when the device has no voice for the language', async () => {
    renderSpeechScreen([]);
    expect(await screen.findByText('This device has no voice for this language.')).toBeTruthy();
  });
});
