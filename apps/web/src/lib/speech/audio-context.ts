let context: AudioContext | null = null;

/** The app's one AudioContext, created on first need; null where Web Audio is missing. */
export function getAudioContext(): AudioContext | null {
  if (context) return context;
  const Context = globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return null;
  context = new Context({ latencyHint: 'interactive' });
  return context;
}

/** Resumes the context (browsers start it suspended until a user gesture) and primes it with silence. */
export function unlockAudio(): void {
  const audio = getAudioContext();
  if (!audio) return;
  if (audio.state !== 'running') void audio.resume().catch(() => undefined);
  // Older iOS Safari only unlocks output once something is started inside the gesture itself.
  const source = audio.createBufferSource();
  source.buffer = audio.createBuffer(1, 1, audio.sampleRate);
  source.connect(audio.destination);
  source.start();
}

const GESTURES = ['pointerdown', 'keydown', 'touchend'] as const;

/**
 * Unlocks audio on the first user gesture, so the first tap can already be heard, and resumes it on
 * later gestures if the system suspended it (iOS does after a call or when the app was in the background).
 */
export function unlockAudioOnGestures(target: EventTarget = window): void {
  let unlocked = false;
  const handler = () => {
    if (!unlocked) {
      unlocked = true;
      unlockAudio();
    } else if (context && context.state !== 'running') void context.resume().catch(() => undefined);
  };
  for (const type of GESTURES) target.addEventListener(type, handler, { capture: true, passive: true });
}
