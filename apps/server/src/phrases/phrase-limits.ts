/**
 * Phrase improvements per user: the app asks once per change of the output (debounced), so a fast user tapping a word
 * a second stays within it; a script calling the provider on our key does not.
 */
export const PHRASE_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

/** How long the provider has to answer before the phrase is given up (an empty phrase is answered). */
export const PHRASE_TIMEOUT_MS = 5000;
