// ISO 639-3 codes of the app's languages, as the Global Symbols label search expects them (spec 01 §7).
const ISO_639_3: Record<string, string> = {
  ar: 'ara',
  be: 'bel',
  bg: 'bul',
  bn: 'ben',
  cs: 'ces',
  da: 'dan',
  de: 'deu',
  el: 'ell',
  en: 'eng',
  es: 'spa',
  fi: 'fin',
  fr: 'fra',
  he: 'heb',
  hi: 'hin',
  hr: 'hrv',
  hu: 'hun',
  id: 'ind',
  it: 'ita',
  ja: 'jpn',
  km: 'khm',
  ko: 'kor',
  mk: 'mkd',
  ne: 'nep',
  nl: 'nld',
  no: 'nor',
  pl: 'pol',
  pt: 'por',
  ro: 'ron',
  ru: 'rus',
  si: 'sin',
  sk: 'slk',
  sq: 'sqi',
  sr: 'srp',
  sv: 'swe',
  th: 'tha',
  tr: 'tur',
  uk: 'ukr',
  vi: 'vie',
  zh: 'zho',
  zu: 'zul',
};

const parts = (locale: string) => {
  const [language = '', region = ''] = locale.toLowerCase().split(/[-_]/);
  return { language, region };
};

/** The 3-letter language code of a locale ('es-ES' → 'spa'); English when the language is not known. */
export const iso6393Of = (locale: string): string => ISO_639_3[parts(locale).language] ?? 'eng';

/**
 * The locale code ARASAAC's search takes: the language, except Montenegrin ('me', and our sr-ME) which ARASAAC
 * calls 'cnr', and Brazilian Portuguese, which it keeps apart as 'br'.
 */
export const arasaacLocaleOf = (locale: string): string => {
  const { language, region } = parts(locale);
  if (language === 'me' || (language === 'sr' && region === 'me')) return 'cnr';
  if (language === 'pt' && region === 'br') return 'br';
  return language || 'en';
};
