/**
 * The language codes the bundled eSpeak NG data answers to (lower case; Cherokee's odd tag is left out
 * because eSpeak cannot be asked for it by language). A Node test (apps/web's espeak-synthesizer.test.ts) checks this list
 * against the real engine, so it cannot drift from the package; keeping it here lets the voice list and
 * the "can anything speak this?" check work without loading the 24 MB engine.
 */
export const ESPEAK_LANGUAGES: ReadonlySet<string> = new Set(
  (
    'af am an ar as az ba be bg bn bpy bs ca ca-ba ca-nw ca-va cmn zh-cmn zh ' +
    'cmn-latn-pinyin cs cv cy da de el en-029 en en-gb en-gb-scotland en-gb-x-gbclan en-gb-x-gbcwmd ' +
    'en-gb-x-rp en-us en-us-nyc eo es es-419 es-mx et eu fa fa-latn fi fo fr-be fr fr-ch fr-fr ga gd gn ' +
    'grc gu hak haw he hi hr hbs ht hu hy hy-arevela hyw hy-arevmda ia id io is it ja jbo ka kaa kk kl ' +
    'kn ko kok ku ky la lb lfn lt ltg lv mi mk ml mr ms mt mto my nb no nci ne nl nog om or pa pap piqd ' +
    'pl pt pt-pt pt-br py qdb qu quc qya ro ru ru-cl ru-lv sd shn si sjn sk sl smj sq sr sv sw ta te th ' +
    'ti tk tn tr tt ug uk ur uz vi vi-vn-x-central vi-vn-x-south xex yue zh-yue'
  ).split(' '),
);

/** Tags whose eSpeak name differs from the plain lower-cased tag or its base language. */
const ALIASES: Readonly<Record<string, string>> = {
  'zh-hk': 'yue',
  'zh-mo': 'yue',
  'es-us': 'es-419',
  'en-ca': 'en-us',
  nn: 'nb',
  iw: 'he',
  in: 'id',
};

/** Normalises 'pt_BR' or 'PT-br' to 'pt-br'. */
const normalise = (lang: string) => lang.trim().replace(/_/g, '-').toLowerCase();

/** The eSpeak voice for a BCP 47 language tag, or null when eSpeak NG has none (e.g. Khmer, Zulu). */
export function resolveEspeakVoice(lang: string): string | null {
  const tag = normalise(lang);
  if (!tag) return null;
  const candidates = [ALIASES[tag], tag, ALIASES[tag.split('-')[0] ?? ''], tag.split('-')[0]];
  return candidates.find((name): name is string => !!name && ESPEAK_LANGUAGES.has(name)) ?? null;
}
