// `npm run languages:table`: writes docs/LANGUAGES.md from what the repository holds — for each locale of spec 01 §9,
// how much of the interface its catalogue translates, how many built-in tile words it has in its language, and
// which offline eSpeak NG voice speaks it. The locales, the voice list and the built-in boards are read from the
// app's own code (bundled for Node with esbuild), so the table cannot drift from them.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const INTERFACE = 'apps/web/src/lib/i18n/messages';
const OUTPUT = 'docs/LANGUAGES.md';

/** The app's locale list, offline voice list and built-in boards, loaded from their TypeScript sources. */
async function loadAppCode() {
  const folder = mkdtempSync(path.join(tmpdir(), 'tessera-languages-'));
  const outfile = path.join(folder, 'app-code.mjs');
  try {
    await build({
      stdin: {
        contents: [
          "export { SUPPORTED_LOCALES, LANGUAGE_CHOICES, keyboardLayout, LANGUAGES_WITHOUT_KEYBOARD } from '@tessera/core';",
          "export { builtInBoards, contentMessagesEn } from '@tessera/content';",
          "export { loadVocabulary } from '@tessera/content/vocabulary';",
          "export { resolveEspeakVoice, listEspeakVoices } from './apps/web/src/lib/speech/espeak-voices.ts';",
          "export { baseLanguage, catalogueNames } from './apps/web/src/lib/i18n/locales.ts';",
        ].join('\n'),
        resolveDir: root,
        loader: 'ts',
      },
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile,
      logLevel: 'error',
    });
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const readCatalogue = (folder, name) => {
  const file = path.join(root, folder, `${name}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
};

const app = await loadAppCode();
const english = readCatalogue(INTERFACE, 'en');
const builtIn = app.contentMessagesEn;
// The interface: every id of en.json and the built-in boards' names and featured texts (as i18n:check requires).
const interfaceIds = [
  ...Object.keys(english),
  ...Object.keys(builtIn).filter((id) => /^tessera\.board\.[^.]+$/.test(id) || id.startsWith('tessera.featured.')),
];
// The vocabulary: the built-in tiles' words (labelKeys).
const vocabularyIds = Object.keys(builtIn).filter((id) => /^tessera\.board\.[^.]+\.[^.]+/.test(id));

/** The interface catalogue a locale uses, as load-messages.ts picks it: its own ('pt-PT'), else the one it is written as ('pt-TL' → 'pt-PT'), else its language's ('pt'). */
const fileFor = (locale) => app.catalogueNames(locale).find((name) => readCatalogue(INTERFACE, name) !== undefined);

/**
 * How many of `ids` a locale shows in its language: the interface's from its catalogue, the tiles' words as the app
 * loads them (its language's vocabulary with its region's words over it: pt.json, then pt-PT.json).
 */
const translatedIn = async (locale, ids) => {
  if (app.baseLanguage(locale) === 'en') return ids.length;
  const name = fileFor(locale);
  const texts = { ...(await app.loadVocabulary(locale)), ...(name ? readCatalogue(INTERFACE, name) : {}) };
  return ids.filter((id) => typeof texts[id] === 'string' && texts[id].trim() !== '').length;
};

/** Built-in board sets written in the locale's language (the Spanish set), named by their home boards. */
const ownBoards = (locale) =>
  app.builtInBoards.filter((board) => app.baseLanguage(board.locale ?? 'en') === app.baseLanguage(locale) && app.baseLanguage(locale) !== 'en').length;

const voices = new Map(app.listEspeakVoices().map((voice) => [voice.lang, voice]));
const voiceCell = (locale) => {
  const voice = voices.get(locale);
  return voice ? `${voice.name} (\`${app.resolveEspeakVoice(locale)}\`)` : 'none';
};

const SCRIPTS = {
  latin: 'Latin',
  cyrillic: 'Cyrillic',
  greek: 'Greek',
  arabic: 'Arabic',
  hebrew: 'Hebrew',
  devanagari: 'Devanagari',
  bengali: 'Bengali',
  thai: 'Thai',
  khmer: 'Khmer',
  sinhala: 'Sinhala',
  kana: 'Hiragana',
};
/** The keyboard board's letters for a locale (core's keyboardLayout), or why it has the English ones. */
const keyboardCell = (locale) => {
  const base = app.baseLanguage(locale);
  const why = app.LANGUAGES_WITHOUT_KEYBOARD[base];
  if (why) return `English letters: ${why}`;
  const layout = app.keyboardLayout(locale, 'usual');
  if (layout.language === 'en' && base !== 'en') return 'English letters (no letters of its own yet)';
  const direction = layout.direction === 'rtl' ? ', right to left' : '';
  return `${SCRIPTS[layout.script]}${direction}; ${layout.order === 'usual' ? 'ABC or keyboard order' : 'ABC order'}`;
};

const percent = (count, total) => `${count} / ${total}${count > 0 && count < total ? ` (${Math.floor((count / total) * 100)} %)` : ''}`;
const englishName = (locale) => new Intl.DisplayNames(['en'], { type: 'language' }).of(locale) ?? locale;
const choosable = new Set(app.LANGUAGE_CHOICES);

const catalogueCell = (locale) => {
  if (app.baseLanguage(locale) === 'en') return 'en.json (source)';
  const name = fileFor(locale);
  return name ? `${name}.json` : 'none: English';
};

const row = async (locale) => {
  const sets = ownBoards(locale);
  const vocabulary = `${percent(await translatedIn(locale, vocabularyIds), vocabularyIds.length)}${sets > 0 ? `, and ${sets} boards written in it` : ''}`;
  const note = choosable.has(locale) ? '' : ' (not offered)';
  const interfaceCell = percent(await translatedIn(locale, interfaceIds), interfaceIds.length);
  return `| \`${locale}\`${note} | ${englishName(locale)} | ${catalogueCell(locale)} | ${interfaceCell} | ${vocabulary} | ${voiceCell(locale)} | ${keyboardCell(locale)} |`;
};

// The spec's locales, then those it adds to the choice (Serbian Latin, Timor-Leste Portuguese).
const rows = await Promise.all([...app.SUPPORTED_LOCALES, ...app.LANGUAGE_CHOICES.filter((locale) => !app.SUPPORTED_LOCALES.includes(locale))].map(row));

const markdown = `# Languages

Generated by \`npm run languages:table\` (tools/i18n-check/languages-table.js) from the catalogues, the built-in
boards and the offline voice list; run it again after adding a translation.

Each locale of spec 01 §9. **Interface**: the messages of the app's screens (every id of
\`apps/web/src/lib/i18n/messages/en.json\`, with the built-in boards' names and the featured boards' texts) its
catalogue translates; a locale without its own file uses its language's (\`pt-BR\` → \`pt.json\`), and one with
none shows English. **Vocabulary**: the built-in tiles' words (\`labelKey\`s of packages/content) translated into
its language, with its region's words where they differ (\`pt-PT\` and \`pt-TL\`: Portugal's words over those of
\`pt.json\`, which are Brazil's); an untranslated word shows and is spoken in English. **Offline voice**: the eSpeak
NG voice the app speaks the language with when the device has no voice of its own; "none" means only a device voice
can speak it, and without one the app says so once (spec 01 §8). **Keyboard**: the letters of the keyboard board
(issue 31; core's \`words/keyboard-layouts.ts\`), in alphabet order or, where the language has a usual keyboard
laid down there, in that order too (a setting on the board, while unlocked). Scripts whose usual keyboards shift
between several layers of letters (Devanagari's InScript, Bengali, Thai, Khmer, Sinhala) and Japanese kana have the
alphabet's order only. Chinese and Korean have the English letters: their words are made by an input method from
keys (pinyin or strokes into characters, Hangul letters into syllable blocks), which the keyboard does not have
yet. The prediction row's words are the language's built-in vocabulary (where translated) and the symbol
catalogue's names and keywords in the language (OpenMoji and CLDR annotations), only those its letters can type.

| Locale | Language | Catalogue | Interface | Vocabulary | Offline voice | Keyboard |
| --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}
`;

writeFileSync(path.join(root, OUTPUT), markdown);
console.log(`${OUTPUT}: ${rows.length} locales.`);
