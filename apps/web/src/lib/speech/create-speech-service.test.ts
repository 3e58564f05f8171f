import { afterEach, describe, expect, it } from 'vitest';
import { createSpeechService } from './create-speech-service';
import { NO_VOICE_WARNING } from './speech-service';

afterEach(() => {
  delete window.__tesseraSpeechLog;
});

// jsdom is a browser with neither speechSynthesis nor Worker nor Web Audio: nothing can speak there.
describe('createSpeechService in a browser without any speech support', () => {
  it('reports the no-voice warning and fails to speak', async () => {
    const service = createSpeechService();
    const warnings: string[] = [];
    service.on('warning', ({ message }) => warnings.push(message));
    expect(await service.noVoiceWarning('en-US')).toBe(NO_VOICE_WARNING);
    expect(await service.getVoices()).toEqual([]);
    await expect(service.speak('hello')).rejects.toThrow(NO_VOICE_WARNING);
    expect(warnings).toEqual([NO_VOICE_WARNING]);
  });

  it('shows its log on window outside production builds', () => {
    const service = createSpeechService();
    expect(window.__tesseraSpeechLog).toBe(service.log.entries);
  });
});
