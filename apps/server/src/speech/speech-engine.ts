import type { CloudEngine, CloudVoice } from '@tessera/core';

/** Said audio, with its media type (audio/wav, audio/mpeg…). */
export type SpeechAudio = { audio: Buffer; contentType: string };

/** What one request asks an engine to say: one of its voices (as its URI names it), and the slider values (0–2). */
export type SayRequest = { lang: string; voice: string; text: string; rate: number; pitch: number };

/** One of the server's speech engines, with the voices it offers. */
export type ServerSpeechEngine = {
  readonly id: CloudEngine;
  /** A paid provider's: premium-gated when subscriptions are on. eSpeak NG never is. */
  readonly premium: boolean;
  readonly voices: readonly CloudVoice[];
  /** Rejects with a SpeechFailure when the engine cannot say it. */
  say(request: SayRequest): Promise<SpeechAudio>;
};

/** Why an engine gave no audio: its provider failed or answered what is not audio, or took too long. */
export class SpeechFailure extends Error {
  constructor(readonly reason: 'provider' | 'timeout') {
    super(reason === 'timeout' ? 'The speech provider did not answer in time' : 'The speech provider failed');
  }
}
