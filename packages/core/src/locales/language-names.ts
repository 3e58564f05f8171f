import { MONTENEGRIN_IN } from './montenegrin-names.ts';
import { NAMES_IN_INTERFACE } from './names-in/tables.ts';

/**
 * How the Language screen names a locale (spec 02 §2): in its own language, and in the interface's. Names come from
 * the JavaScript engine (Intl.DisplayNames); where an engine has no data for a language (Chromium ships without
 * Belarusian, Khmer, Macedonian, Nepali, Sinhala, Albanian and Tetum) tables stand in, so every browser shows the
 * same list: the names written in each of those six languages (names-in/), and the names of the languages no engine
 * names well (Montenegrin, Tetum) in every interface language.
 */

/**
 * Locales named as another tag: sr-ME is Montenegrin, sr-SP and sr-RS are Serbian in Cyrillic and Latin script (as
 * the translation platform tags them; SP is no region), pt-TL is Tetum (its voices are Portuguese ones).
 */
const NAMED_AS: Readonly<Record<string, string>> = {
  'sr-ME': 'cnr-ME',
  'sr-SP': 'sr-Cyrl',
  'sr-RS': 'sr-Latn',
  'pt-TL': 'tet-TL',
};

/** Languages in their own words where no engine has them (the six of names-in/ name themselves there). */
const NATIVE_LANGUAGE: Readonly<Record<string, string>> = {
  cnr: 'crnogorski',
  tet: 'tetun',
};

/** Languages no engine names, in each interface language (by the interface's tag, else its language). */
const UNNAMED_BY_ENGINES: Readonly<Record<string, Readonly<Record<string, string>>>> = { cnr: MONTENEGRIN_IN };

/** English names, the last resort when the interface language's data has none (Tetum in Chromium). */
const ENGLISH_LANGUAGE: Readonly<Record<string, string>> = { tet: 'Tetum' };

interface Tag {
  language: string;
  script?: string;
  region?: string;
}

const parse = (tag: string): Tag => {
  const [language = '', ...rest] = tag.split(/[-_]/);
  const script = rest.find((part) => /^[A-Za-z]{4}$/.test(part));
  const region = rest.find((part) => /^([A-Za-z]{2}|\d{3})$/.test(part));
  return { language: language.toLowerCase(), ...(script ? { script } : {}), ...(region ? { region: region.toUpperCase() } : {}) };
};

/** The tag a locale is named as (see NAMED_AS). */
const namingTag = (locale: string): Tag => parse(NAMED_AS[locale] ?? locale);

/** The language a locale is named by: two locales with the same one are told apart by a qualifier in brackets. */
export const namingLanguage = (locale: string): string => namingTag(locale).language;

export type NameKind = 'language' | 'script' | 'region';

/**
 * The engine's name for `code` in `locale`, or undefined when the engine has no data for it (`ownLanguageOnly`: no
 * data for the locale's own language either), or takes the code for another one (engines read Montenegrin, cnr, as
 * Serbian of Montenegro).
 */
function intlName(locale: string, kind: NameKind, code: string, ownLanguageOnly: boolean): string | undefined {
  try {
    if (kind === 'language' && Intl.getCanonicalLocales(code)[0] !== code) return undefined;
    const names = new Intl.DisplayNames([locale], { type: kind, fallback: 'none' });
    if (ownLanguageOnly && parse(names.resolvedOptions().locale).language !== parse(locale).language) return undefined;
    const name = names.of(code);
    return name && name !== code ? name : undefined;
  } catch {
    return undefined;
  }
}

const capitalise = (text: string, locale: string): string => {
  try {
    return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
  } catch {
    return text.charAt(0).toUpperCase() + text.slice(1);
  }
};

const withQualifier = (name: string, qualifier: string | undefined) => (qualifier ? `${name} (${qualifier})` : name);

/** What tells a locale apart from another of its language: its script where the naming tag has one, else its region. */
const qualifierOf = (tag: Tag): [NameKind, string] | undefined => (tag.script ? ['script', tag.script] : tag.region ? ['region', tag.region] : undefined);

/** What the brackets name where two locales share a naming language: ['region', 'BR'], ['script', 'Cyrl']. */
export const namingQualifier = (locale: string): [NameKind, string] | undefined => qualifierOf(namingTag(locale));

/**
 * `code`'s name in `locale`: the engine's when it has data for that language, else our table's for it (names-in/).
 * Undefined when neither has one.
 */
const nameIn = (locale: string, kind: NameKind, code: string): string | undefined =>
  intlName(locale, kind, code, true) ?? NAMES_IN_INTERFACE[parse(locale).language]?.[kind][code];

/** The locale in its own language, "Português (Brasil)"; `qualified` adds the region (or script) in brackets. */
export function nativeName(locale: string, qualified = false): string {
  const tag = namingTag(locale);
  const own = [tag.language, tag.script].filter(Boolean).join('-');
  const name = nameIn(own, 'language', tag.language) ?? NATIVE_LANGUAGE[tag.language] ?? locale;
  const qualifier = qualifierOf(tag);
  const detail = qualified && qualifier ? (nameIn(own, ...qualifier) ?? intlName('en', ...qualifier, false)) : undefined;
  return capitalise(withQualifier(name, detail), own);
}

/** The locale in the interface language, "Portuguese (Brazil)"; `qualified` adds the region (or script) in brackets. */
export function displayName(locale: string, uiLocale: string, qualified = false): string {
  const tag = namingTag(locale);
  const table = UNNAMED_BY_ENGINES[tag.language];
  // The engine's name falls back to English when it has no data for the interface language: our table comes first then.
  const name =
    nameIn(uiLocale, 'language', tag.language) ??
    intlName(uiLocale, 'language', tag.language, false) ??
    (table && (table[uiLocale] ?? table[parse(uiLocale).language] ?? table.en)) ??
    ENGLISH_LANGUAGE[tag.language] ??
    intlName('en', 'language', tag.language, false) ??
    locale;
  const qualifier = qualifierOf(tag);
  const detail = qualified && qualifier ? (nameIn(uiLocale, ...qualifier) ?? intlName(uiLocale, ...qualifier, false) ?? qualifier[1]) : undefined;
  return capitalise(withQualifier(name, detail), uiLocale);
}
