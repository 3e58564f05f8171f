import { builtInBoards, contentMessagesEn, TESSERA_URL_PREFIX } from '@tessera/content';

/** One of our own drawings (packages/content/symbols) with its words per language: [name, ...keywords]. */
export interface OwnDrawing {
  id: string;
  words: Record<string, string[]>;
}

// Board labels can be questions or short phrases ('¿Dónde?', 'Dry your hands'): keep the words, drop the marks.
const cleanLabel = (label: string): string => label.replace(/[¿?¡!.]/g, '').trim();

/**
 * The drawings the built-in boards show, named by their file ('how-many.svg' → 'how many') in English, and by the
 * labels the boards give them in each board's language. Only drawings a board uses are in the build.
 */
export function ownDrawingWords(): OwnDrawing[] {
  const drawings = new Map<string, Record<string, string[]>>();
  const add = (id: string, lang: string, word: string) => {
    const words = drawings.get(id) ?? {};
    const list = (words[lang] ??= []);
    if (word && !list.some((w) => w.toLowerCase() === word.toLowerCase())) list.push(word);
    drawings.set(id, words);
  };
  for (const board of builtInBoards) {
    for (const tile of board.tiles) {
      if (!tile.image?.startsWith(TESSERA_URL_PREFIX)) continue;
      const name = tile.image.slice(TESSERA_URL_PREFIX.length).replace(/\.svg$/, '');
      const id = `@${name}`;
      if (!drawings.has(id)) add(id, 'en', name.replace(/-/g, ' '));
      const lang = (board.locale ?? 'en').split('-')[0] ?? 'en';
      const label = tile.labelKey ? contentMessagesEn[tile.labelKey] : tile.label;
      if (label) add(id, lang, cleanLabel(label));
    }
  }
  return [...drawings].map(([id, words]) => ({ id, words }));
}
