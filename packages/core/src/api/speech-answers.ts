import { z } from 'zod';
import { boundedText } from '../schemas/bounded-text.ts';

/** The longest text one request has said: an output phrase of many symbols; longer texts are refused (400). */
export const MAX_SPEECH_TEXT_LENGTH = 500;
const MAX_VOICE_URI_LENGTH = 200;

/** A voice the server speaks with (spec 02 §3: lang, voiceURI, name, voiceSource), always `cloud`. */
export const CloudVoiceSchema = z.object({
  lang: z.string(),
  voiceURI: z.string(),
  name: z.string(),
  voiceSource: z.literal('cloud'),
});
export type CloudVoice = z.infer<typeof CloudVoiceSchema>;

/** GET /voices: the server's voices, of every configured engine; empty when none is. */
export const CloudVoicesSchema = z.object({ voices: z.array(CloudVoiceSchema) });
export type CloudVoices = z.infer<typeof CloudVoicesSchema>;

/** Rate and pitch on the Web Speech scale of the settings sliders (spec 02 §9: 0 to 2, 1 is normal). */
const prosody = z.coerce.number().min(0).max(2).default(1);

/** POST /speech (or GET with the same fields in the query, which the browser may cache): what to say and how. */
export const SpeechRequestSchema = z.object({
  text: boundedText(MAX_SPEECH_TEXT_LENGTH).refine((text) => text.trim() !== '', { message: 'Must not be empty' }),
  voiceURI: boundedText(MAX_VOICE_URI_LENGTH).min(1),
  rate: prosody,
  pitch: prosody,
});
export type SpeechRequest = z.input<typeof SpeechRequestSchema>;
