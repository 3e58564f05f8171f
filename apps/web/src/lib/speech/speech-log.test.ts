import { describe, expect, it } from 'vitest';
import { exposeSpeechLog, SpeechLog, speechLogAllowed } from './speech-log';

describe('speech log', () => {
  it('keeps the last N entries and shows them on window', () => {
    const log = new SpeechLog(2);
    exposeSpeechLog(log, window);
    for (const text of ['a', 'b', 'c']) log.add({ text, engine: 'espeak-ng', at: 0, requestedAt: 0 });
    expect(window.__tesseraSpeechLog?.map((entry) => entry.text)).toEqual(['b', 'c']);
    delete window.__tesseraSpeechLog;
  });

  it('is public outside production, or in production once the page was opened with ?speechLog', () => {
    expect(speechLogAllowed(false, '', null)).toBe(true);
    expect(speechLogAllowed(true, '', sessionStorage)).toBe(false);
    expect(speechLogAllowed(true, '?speechLog=1', sessionStorage)).toBe(true);
    expect(speechLogAllowed(true, '', sessionStorage)).toBe(true);
    sessionStorage.clear();
  });
});
