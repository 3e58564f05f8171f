import type { LabelScript } from '@tessera/core';
import { loadOnce } from './load-once';

// One import per script, so each is its own CSS chunk: a page (or a PDF) fetches the stylesheets of the scripts
// it shows and no others, and the browser fetches from each only the font files whose Unicode ranges the text
// uses (Chinese, Japanese and Korean come in a hundred parts each).
const SCRIPT_FONTS: Record<LabelScript, { family: string; load: () => Promise<unknown> }> = {
  arabic: { family: 'Noto Sans Arabic', load: () => import('@fontsource/noto-sans-arabic/400.css') },
  hebrew: { family: 'Noto Sans Hebrew', load: () => import('@fontsource/noto-sans-hebrew/400.css') },
  devanagari: { family: 'Noto Sans Devanagari', load: () => import('@fontsource/noto-sans-devanagari/400.css') },
  bengali: { family: 'Noto Sans Bengali', load: () => import('@fontsource/noto-sans-bengali/400.css') },
  thai: { family: 'Noto Sans Thai', load: () => import('@fontsource/noto-sans-thai/400.css') },
  khmer: { family: 'Noto Sans Khmer', load: () => import('@fontsource/noto-sans-khmer/400.css') },
  sinhala: { family: 'Noto Sans Sinhala Variable', load: () => import('@fontsource-variable/noto-sans-sinhala/wght.css') },
  japanese: { family: 'Noto Sans JP', load: () => import('@fontsource/noto-sans-jp/400.css') },
  korean: { family: 'Noto Sans KR', load: () => import('@fontsource/noto-sans-kr/400.css') },
  chinese: { family: 'Noto Sans SC', load: () => import('@fontsource/noto-sans-sc/400.css') },
};

/** The Noto family that draws a script Roboto lacks, on screen and in the PDF alike. */
export const scriptFamily = (script: LabelScript): string => SCRIPT_FONTS[script].family;

/** Adds a script's @font-face rules to the page, once; no font file is fetched until text needs it. */
export const loadScriptFont = loadOnce((script: LabelScript) => SCRIPT_FONTS[script].load());
