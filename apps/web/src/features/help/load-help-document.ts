import { parseHelpDocument, type HelpDocument } from './help-document';

// One Markdown file per language, each its own chunk, fetched when the help is first opened.
const documents = import.meta.glob<string>('./documents/*.md', { query: '?raw', import: 'default' });
const FALLBACK = 'en';

/** The languages that have a help document of their own ('en', 'es', …). */
export const helpLanguages = (): string[] => Object.keys(documents).map((path) => path.replace(/^.*\/(.+)\.md$/, '$1'));

/** The language whose document is shown for a locale ('es-MX' → 'es'): its own when there is one, else English. */
export const helpLanguageFor = (locale: string): string => {
  const language = locale.split('-')[0]?.toLowerCase() ?? FALLBACK;
  return helpLanguages().includes(language) ? language : FALLBACK;
};

export async function loadHelpDocument(locale: string): Promise<{ language: string; document: HelpDocument }> {
  const language = helpLanguageFor(locale);
  const load = documents[`./documents/${language}.md`] ?? documents[`./documents/${FALLBACK}.md`];
  if (!load) throw new Error('No help document');
  return { language, document: parseHelpDocument(await load()) };
}
