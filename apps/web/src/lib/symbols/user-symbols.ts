import type { UserSymbol } from './build-symbol-index';
import { normalizeText, wordsOf } from './normalize-text';
import { getSymbolsDb, type SymbolsDb } from './symbols-db';

/**
 * Makes one of the user's pictures searchable by a label (the tile's label when the tile is saved): the same
 * picture found again under its newest label.
 */
export async function rememberUserSymbol(src: string, label: string, lang = '', db: SymbolsDb = getSymbolsDb()): Promise<void> {
  const text = label.trim();
  if (!src || !text) return;
  await db.transaction('rw', db.images, db.texts, async () => {
    const existing = await db.images.get(src);
    await db.images.put({ id: src, src, source: 'upload', createdAt: existing?.createdAt ?? Date.now() });
    await db.texts.put({ imageId: src, lang, text, words: wordsOf(normalizeText(text)) });
  });
}

export async function forgetUserSymbol(src: string, db: SymbolsDb = getSymbolsDb()): Promise<void> {
  await db.transaction('rw', db.images, db.texts, async () => {
    await db.images.delete(src);
    await db.texts.delete(src);
  });
}

/** The user's labelled pictures, newest first. */
export async function loadUserSymbols(db: SymbolsDb = getSymbolsDb()): Promise<UserSymbol[]> {
  const [images, texts] = await Promise.all([db.images.orderBy('createdAt').reverse().toArray(), db.texts.toArray()]);
  const labels = new Map(texts.map((text) => [text.imageId, text.text]));
  return images.flatMap((image) => {
    const label = labels.get(image.id);
    return label ? [{ id: image.id, src: image.src, label }] : [];
  });
}
