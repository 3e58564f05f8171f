/**
 * Utterances said by the server per user: a tap is one (the words of an output phrase are one request), and the
 * browser keeps what it was answered, so a fast user stays far within it; a script reading a book on our key does not.
 */
export const SPEECH_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };

/** How long a speech provider has to answer (the app shows its cloud speech error after 5 s and speaks offline). */
export const SPEECH_TIMEOUT_MS = 5000;

/** How long the browser may keep an answer: the same text, voice, rate and pitch is the same audio. */
export const SPEECH_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
