import type { CloudVoice } from '@tessera/core';

/** What the server said, as an address an audio element plays; `release` frees it once played. */
export type CloudClip = { url: string; release: () => void };

/** An utterance asked of a server voice: its words (one output phrase is one request), voice, rate and pitch. */
export type CloudRequest = { text: string; voiceURI: string; rate: number; pitch: number };

/**
 * The server's voices, as app/ hands them to the speech service once signed in (this folder knows no API or token):
 * their list (GET /voices) and their audio (GET /speech).
 */
export interface CloudSpeech {
  /** Rejects when the server cannot be reached or answers an error. */
  voices(signal?: AbortSignal): Promise<CloudVoice[]>;
  /** Rejects when the server cannot be reached, answers an error, or `signal` aborts. */
  audio(request: CloudRequest, signal: AbortSignal): Promise<CloudClip>;
}

/** Spec 01 §8 and 02 §9: a cloud speech that has not come within 5 s is given up (and the offline voice speaks). */
export const CLOUD_SPEECH_TIMEOUT_MS = 5000;

/** Spec 02 §7, word for word: what is logged when the list of cloud voices cannot be had (the list is then empty). */
export const CLOUD_VOICES_FAILED = 'Failed to fetch Azure voices';

/** Why a cloud voice did not speak: the device is offline, or the server failed or was too slow (the tap fell back). */
export type CloudProblem = 'offline' | 'failed';
