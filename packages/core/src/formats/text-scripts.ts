/** Writing systems whose letters a label font (Roboto and its kin) lacks: each needs a font of its own. */
export type LabelScript = 'arabic' | 'hebrew' | 'devanagari' | 'bengali' | 'thai' | 'khmer' | 'sinhala' | 'japanese' | 'korean' | 'chinese';

const SCRIPT_PATTERNS: readonly [LabelScript, RegExp][] = [
  ['arabic', /\p{Script=Arabic}/u],
  ['hebrew', /\p{Script=Hebrew}/u],
  ['devanagari', /\p{Script=Devanagari}/u],
  ['bengali', /\p{Script=Bengali}/u],
  ['thai', /\p{Script=Thai}/u],
  ['khmer', /\p{Script=Khmer}/u],
  ['sinhala', /\p{Script=Sinhala}/u],
  ['japanese', /[\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ['korean', /\p{Script=Hangul}/u],
];
const HAN = /\p{Script=Han}/u;

/**
 * The scripts the texts are written in, beyond Latin, Greek and Cyrillic. Chinese characters read as Japanese
 * beside kana or on a Japanese board, Korean on a Korean board, Chinese otherwise: each wants its own glyph forms.
 */
export function labelScripts(texts: Iterable<string>, locale = ''): Set<LabelScript> {
  const scripts = new Set<LabelScript>();
  let han = false;
  for (const text of texts) {
    for (const [script, pattern] of SCRIPT_PATTERNS) if (pattern.test(text)) scripts.add(script);
    han ||= HAN.test(text);
  }
  if (han) {
    const language = locale.slice(0, 2).toLowerCase();
    if (scripts.has('japanese') || language === 'ja') scripts.add('japanese');
    else if (language === 'ko') scripts.add('korean');
    else scripts.add('chinese');
  }
  return scripts;
}

const FIRST_STRONG = /[\p{L}]/u;
const RIGHT_TO_LEFT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/** A text's own direction, from its first letter (the rule of Unicode's bidirectional algorithm, P2–P3). */
export const textDirection = (text: string): 'ltr' | 'rtl' => (RIGHT_TO_LEFT.test(FIRST_STRONG.exec(text)?.[0] ?? '') ? 'rtl' : 'ltr');
