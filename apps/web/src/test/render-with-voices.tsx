import type { SpeechVoice } from '../lib/speech';
import { FakeSpeaker } from './fake-speaker';
import { renderApp } from './render-app';

/** The whole app at `path` on a device offering `voices`, with a fake speech service that records what it says. */
export function renderWithVoices(path: string, voices: readonly SpeechVoice[]) {
  const speaker = new FakeSpeaker(voices);
  return { speaker, ...renderApp(path, undefined, speaker) };
}
