import { describe, expect, it, vi } from 'vitest';
import { NO_VOICE_WARNING, SpeechService } from './speech-service';
import { fakeDeps, flush, webVoice } from './speech-fakes.test-utils';

const tile = (label: string, sound?: string) => ({ id: label, label, sound });

describe('SpeechService engine choice', () => {
  it('speaks with a browser voice for the language and never loads eSpeak NG for it', async () => {
    const { deps, web, offlineLoads } = fakeDeps({ webVoices: [webVoice('en-US')] });
    const service = new SpeechService(deps);
    const done = service.speak('hello');
    await flush();
    expect(web.calls.map((call) => [call.text, call.options.voiceURI])).toEqual([['hello', 'web:en-US']]);
    web.finishCurrent();
    await expect(done).resolves.toBe('ended');
    expect(offlineLoads()).toBe(0);
  });

  it('falls to eSpeak NG when the device has no voice for the language', async () => {
    const { deps, web, offline, offlineLoads } = fakeDeps({ webVoices: [webVoice('en-US')] });
    const service = new SpeechService(deps);
    service.configure({ lang: 'pt-BR', rate: 1.5 });
    const done = service.speak('olá');
    await flush();
    expect(web.calls).toEqual([]);
    expect(offline.calls.map((call) => [call.text, call.options.voiceURI, call.options.rate])).toEqual([['olá', 'espeak-ng:pt-BR', 1.5]]);
    offline.finishCurrent();
    await expect(done).resolves.toBe('ended');
    expect(offlineLoads()).toBe(1);
  });

  it('uses an eSpeak NG voice the user picked even when the browser has one', async () => {
    const { deps, web, offline } = fakeDeps({ webVoices: [webVoice('en-US')] });
    const service = new SpeechService(deps);
    service.configure({ lang: 'en-US', voiceURI: 'espeak-ng:en-GB' });
    void service.speak('hello');
    await flush();
    expect(web.calls).toEqual([]);
    expect(offline.calls[0]?.options.voiceURI).toBe('espeak-ng:en-GB');
  });

  it('gives a failing browser voice a second chance with eSpeak NG', async () => {
    const { deps, web, offline } = fakeDeps({ webVoices: [webVoice('en-US')] });
    const service = new SpeechService(deps);
    const done = service.speak('hello');
    await flush();
    web.calls[0]?.fail(new Error('synthesis-failed'));
    await flush();
    expect(offline.calls.map((call) => call.text)).toEqual(['hello']);
    offline.finishCurrent();
    await expect(done).resolves.toBe('ended');
    expect(service.log.entries.map((entry) => [entry.engine, entry.outcome])).toEqual([
      ['web-speech', 'failed'],
      ['espeak-ng', 'ended'],
    ]);
  });

  it('lists browser voices and one eSpeak NG voice per locale, filtered by language', async () => {
    const { deps } = fakeDeps({ webVoices: [webVoice('es-MX'), webVoice('en-US')] });
    const voices = await new SpeechService(deps).getVoices('es-ES');
    expect(voices.map((voice) => [voice.name, voice.voiceSource])).toEqual([
      ['Browser es-MX', 'local'],
      ['eSpeak NG — Español (España)', 'local'],
    ]);
  });
});

describe('the no-voice warning', () => {
  it('is not given while either engine can speak', async () => {
    expect(await new SpeechService(fakeDeps({ webVoices: [webVoice('km-KH')], offline: 'unsupported' }).deps).noVoiceWarning('km-KH')).toBeNull();
    expect(await new SpeechService(fakeDeps({ webVoices: [] }).deps).noVoiceWarning('fr-FR')).toBeNull();
  });

  it('is given, in the spec words, when neither can', async () => {
    expect(await new SpeechService(fakeDeps({ webVoices: [webVoice('en-US')] }).deps).noVoiceWarning('km-KH')).toBe(
      'WARNING: we did not detect an available Text to Speech voice! ... cannot work properly.',
    );
    expect(await new SpeechService(fakeDeps({ webVoices: [], offline: 'unsupported' }).deps).noVoiceWarning('en-US')).toBe(NO_VOICE_WARNING);
  });

  it('is reported when speaking finds no engine, and the request fails', async () => {
    const { deps } = fakeDeps({ webVoices: [], offline: 'unsupported' });
    const service = new SpeechService(deps);
    const warning = vi.fn();
    service.on('warning', warning);
    await expect(service.speak('hello')).rejects.toThrow(NO_VOICE_WARNING);
    expect(warning).toHaveBeenCalledWith({ message: NO_VOICE_WARNING, lang: 'en-US' });
  });

  it('is reported once eSpeak NG turns out not to load and no browser voice exists', async () => {
    const { deps } = fakeDeps({ webVoices: [], offline: 'fails' });
    const service = new SpeechService(deps);
    const warning = vi.fn();
    service.on('warning', warning);
    expect(await service.noVoiceWarning()).toBeNull();
    await expect(service.speak('hello')).rejects.toThrow('no data');
    expect(warning).toHaveBeenCalledTimes(1);
    expect(await service.noVoiceWarning()).toBe(NO_VOICE_WARNING);
  });
});

describe('queue and cancel', () => {
  it('plays utterances one after another', async () => {
    const { deps, web } = fakeDeps({ webVoices: [webVoice('en-US')] });
    const service = new SpeechService(deps);
    const first = service.speak('I');
    const second = service.speak('want');
    await flush();
    expect(web.calls.map((call) => call.text)).toEqual(['I']);
    web.finishCurrent();
    await flush();
    expect(web.calls.map((call) => call.text)).toEqual(['I', 'want']);
    web.finishCurrent();
    await expect(Promise.all([first, second])).resolves.toEqual(['ended', 'ended']);
  });

  it('stops the current utterance in both engines and drops everything queued', async () => {
    const { deps, web, offline } = fakeDeps({ webVoices: [webVoice('en-US')] });
    const service = new SpeechService(deps);
    service.prewarm([]); // nothing for eSpeak to do: English has a browser voice
    void service.speak('bonjour', { lang: 'fr-FR' });
    await flush();
    offline.finishCurrent();
    const playing = service.speak('hello');
    const queued = [service.speak('there'), service.playSound('data:audio/wav;base64,AA', 'ding')];
    await flush();
    service.cancel();
    await expect(Promise.all([playing, ...queued])).resolves.toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect(web.cancelCount).toBe(1);
    expect(offline.cancelCount).toBe(1);
    expect(web.calls.map((call) => call.text)).toEqual(['hello']);
  });

  it('an interrupting request cancels what plays and speaks at once', async () => {
    const { deps, web } = fakeDeps({ webVoices: [webVoice('en-US')] });
    const service = new SpeechService(deps);
    const long = service.speak('a long sentence');
    await flush();
    const tap = service.speak('stop', { interrupt: true });
    await expect(long).resolves.toBe('cancelled');
    await flush();
    expect(web.calls.map((call) => call.text)).toEqual(['a long sentence', 'stop']);
    web.finishCurrent();
    await expect(tap).resolves.toBe('ended');
  });

  it('keeps a log of what was heard, with request and audio-start marks', async () => {
    const { deps, web, marks } = fakeDeps({ webVoices: [webVoice('en-US')] });
    const service = new SpeechService(deps);
    for (const word of ['one', 'two', 'three', 'four', 'five', 'six']) {
      const done = service.speak(word);
      await flush();
      web.finishCurrent();
      await done;
    }
    expect(service.log.entries.map((entry) => entry.text)).toEqual(['two', 'three', 'four', 'five', 'six']);
    expect(service.log.entries[0]).toMatchObject({ engine: 'web-speech', voice: 'web:en-US', outcome: 'ended' });
    expect(service.log.entries[0]?.latencyMs).toBeGreaterThanOrEqual(0);
    expect(marks.slice(0, 2)).toEqual(['speech-request:web-speech:one', 'speech-audio-start:web-speech:one']);
  });
});

describe('cues (auditory scanning)', () => {
  const spokenBy = (engine: { calls: { text: string; options: { volume: number } }[] }) => engine.calls.map((call) => `${call.text}@${call.options.volume}`);

  it('are said at once, quietly when asked, and a newer cue stops an older one', async () => {
    const { deps, web } = fakeDeps({ webVoices: [webVoice('en-US')] });
    const service = new SpeechService(deps);
    service.speakCue('yes', { volume: 0.5 });
    await flush();
    service.speakCue('no', { volume: 0.5 });
    await flush();
    expect(spokenBy(web)).toEqual(['yes@0.5', 'no@0.5']);
    expect(service.log.entries.map((entry) => [entry.text, entry.cue, entry.volume, entry.outcome])).toEqual([
      ['yes', true, 0.5, 'cancelled'],
      ['no', true, 0.5, undefined],
    ]);
  });

  it('never cut off what a person selected: they wait until it has been said in full, and only the latest is said', async () => {
    const { deps, web } = fakeDeps({ webVoices: [webVoice('en-US')] });
    const service = new SpeechService(deps);
    const selected = service.speak('I would like a drink', { interrupt: true });
    await flush();
    const cancelled = web.cancelCount; // by the selection's own interrupt
    service.speakCue('eat');
    service.speakCue('drink');
    await flush();
    expect(web.cancelCount).toBe(cancelled);
    expect(spokenBy(web)).toEqual(['I would like a drink@1']);

    web.finishCurrent();
    await expect(selected).resolves.toBe('ended');
    await flush();
    expect(spokenBy(web)).toEqual(['I would like a drink@1', 'drink@1']);
    const [speech, cue] = service.log.entries;
    expect(speech).toMatchObject({ text: 'I would like a drink', outcome: 'ended' });
    expect(speech?.cue).toBeUndefined();
    expect(cue!.requestedAt).toBeGreaterThanOrEqual(speech!.endedAt!);
  });

  it('wait for a whole sentence of the output bar, sounds included', async () => {
    const { deps, web, sounds } = fakeDeps({ webVoices: [webVoice('en-US')] });
    const service = new SpeechService(deps);
    const done = service.playOutput([tile('I'), tile('dog', 'dog.mp3'), tile('please')]);
    await flush();
    service.speakCue('clear');
    web.finishCurrent();
    await flush();
    sounds[0]?.finish();
    await flush();
    expect(web.calls.map((call) => call.text)).toEqual(['I', 'please']);
    web.finishCurrent();
    await expect(done).resolves.toBe('ended');
    await flush();
    expect(web.calls.map((call) => call.text)).toEqual(['I', 'please', 'clear']);
  });

  it('give way: speech stops a cue playing, and a waiting cue is dropped when that speech is cancelled', async () => {
    const { deps, web } = fakeDeps({ webVoices: [webVoice('en-US')] });
    const service = new SpeechService(deps);
    service.speakCue('hello');
    await flush();
    const selected = service.speak('hello');
    await flush();
    expect(service.log.entries.map((entry) => [entry.text, entry.cue ?? false, entry.outcome])).toEqual([
      ['hello', true, 'cancelled'],
      ['hello', false, undefined],
    ]);
    service.speakCue('goodbye');
    service.cancel();
    await expect(selected).resolves.toBe('cancelled');
    await flush();
    expect(web.calls.map((call) => call.text)).toEqual(['hello', 'hello']);
  });
});

describe('output playback', () => {
  it('speaks runs of words as phrases and plays sounds one after another', async () => {
    const { deps, web, sounds } = fakeDeps({ webVoices: [webVoice('en-US')] });
    const service = new SpeechService(deps);
    const done = service.playOutput([tile('I'), tile('want'), tile('dog', 'dog.mp3'), tile('cat', 'cat.mp3'), tile('please')]);
    await flush();
    expect(web.calls.map((call) => call.text)).toEqual(['I want']);
    web.finishCurrent();
    await flush();
    expect(sounds.map((sound) => sound.url)).toEqual(['dog.mp3']);
    sounds[0]?.finish();
    await flush();
    sounds[1]?.finish();
    await flush();
    expect(web.calls.map((call) => call.text)).toEqual(['I want', 'please']);
    web.finishCurrent();
    await expect(done).resolves.toBe('ended');
    expect(service.log.entries.map((entry) => `${entry.engine}:${entry.text}`)).toEqual(['web-speech:I want', 'sound:dog', 'sound:cat', 'web-speech:please']);
  });

  it('is cancelled as a whole', async () => {
    const { deps, web, sounds } = fakeDeps({ webVoices: [webVoice('en-US')] });
    const service = new SpeechService(deps);
    const done = service.playOutput([tile('dog', 'dog.mp3'), tile('cat', 'cat.mp3'), tile('please')]);
    await flush();
    service.cancel();
    await expect(done).resolves.toBe('cancelled');
    expect(sounds.map((sound) => [sound.url, sound.stopped])).toEqual([['dog.mp3', true]]);
    expect(web.calls).toEqual([]);
  });
});

describe('prewarm', () => {
  it('hands the labels to eSpeak NG only when it is the engine that will speak them', async () => {
    const withVoice = fakeDeps({ webVoices: [webVoice('en-US')] });
    new SpeechService(withVoice.deps).prewarm(['yes', 'no']);
    await flush();
    expect(withVoice.offlineLoads()).toBe(0);

    const without = fakeDeps({ webVoices: [] });
    new SpeechService(without.deps).prewarm(['yes', 'no']);
    await flush();
    expect(without.offline.prewarmed).toEqual([['yes', 'no']]);
  });
});
