import { z } from 'zod';
import { boundedText } from '../schemas/bounded-text.ts';
import { MAX_LOCALE_LENGTH } from '../schemas/limits.ts';

/** The longest output phrase sent for improvement: far above any sentence of symbols, and a bound on what a provider is sent. */
export const MAX_PHRASE_LENGTH = 500;

/** POST /gpt/edit (spec 01 §7): the symbols' words and the language they are in. */
export const PhraseEditSchema = z.object({
  phrase: boundedText(MAX_PHRASE_LENGTH).refine((phrase) => phrase.trim() !== '', { message: 'Must not be empty' }),
  language: boundedText(MAX_LOCALE_LENGTH).min(2),
});
export type PhraseEdit = z.infer<typeof PhraseEditSchema>;

/** Its answer: the improved phrase, or an empty one when there is none to offer (spec 01 §7: on failure an empty phrase). */
export const PhraseEditedSchema = z.object({ phrase: z.string() });
export type PhraseEdited = z.infer<typeof PhraseEditedSchema>;

/** GET /features: what this server offers beyond the spec's calls, so the app shows only what works. */
export const ServerFeaturesSchema = z.object({
  /** POST /gpt/edit answers (PHRASE_API_URL is set): the Improve Phrase switch is shown. */
  phraseImprovement: z.boolean(),
});
export type ServerFeatures = z.infer<typeof ServerFeaturesSchema>;
