import { unlockAudioOnGestures } from './audio-context';
import { playWithAudioElement, withMediaRefs } from './sound-player';
import { exposeSpeechLog, SpeechLog, speechLogAllowed } from './speech-log';
import { SpeechService } from './speech-service';
import type { OfflineSpeechEngine } from './speech-types';
import { WebSpeechEngine } from './web-speech-engine';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The service wired to this browser: its Web Speech voices, and eSpeak NG loaded only when first needed. */
export function createSpeechService(): SpeechService {
  const web =
    'speechSynthesis' in window && typeof SpeechSynthesisUtterance === 'function'
      ? new WebSpeechEngine(window.speechSynthesis, SpeechSynthesisUtterance)
      : null;
  const offlineSupported =
    typeof Worker === 'function' && typeof (window.AudioContext ?? (window as { webkitAudioContext?: unknown }).webkitAudioContext) === 'function';
  // A dynamic import keeps the engine, its worker and its data out of the first board's download.
  const loadOffline = offlineSupported ? (): Promise<OfflineSpeechEngine> => import('./espeak-engine').then(({ EspeakEngine }) => new EspeakEngine()) : null;

  const log = new SpeechLog();
  if (speechLogAllowed(import.meta.env.PROD, window.location.search, sessionStore())) exposeSpeechLog(log, window);
  unlockAudioOnGestures(window);

  return new SpeechService({
    web,
    loadOffline,
    playSound: withMediaRefs(playWithAudioElement),
    isOnline: () => navigator.onLine !== false,
    log,
    mark: (name, detail) => performance.mark(name, { detail }),
  });
}

let service: SpeechService | null = null;

/** The app's one speech service. */
export function getSpeechService(): SpeechService {
  service ??= createSpeechService();
  return service;
}
