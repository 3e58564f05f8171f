import { ownWordsIndex } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { contentMessagesEn } from './index.ts';
import { AMBIGUOUS_WORDS, ownWordEntries } from './own-words.ts';
import { loadVocabulary, VOCABULARY_LANGUAGES } from './vocabulary/vocabulary.ts';

const english = (key: string) => contentMessagesEn[key];

/** Tile words of ours by their English text, with every key that has it. */
function keysByText(): Map<string, string[]> {
  const byText = new Map<string, string[]>();
  for (const [key, text] of Object.entries(contentMessagesEn)) {
    if (key.split('.').length !== 4) continue;
    const plain = text.trim().toLowerCase();
    byText.set(plain, [...(byText.get(plain) ?? []), key]);
  }
  return byText;
}

describe('our words for the keys of imported files', () => {
  it('leave out exactly the English words that name two different words in some language', async () => {
    const ambiguous = new Set<string>();
    const byText = keysByText();
    for (const vocabulary of await Promise.all(VOCABULARY_LANGUAGES.map(async (language) => (await loadVocabulary(language)) ?? {}))) {
      for (const [text, keys] of byText) {
        if (new Set(keys.map((key) => vocabulary[key] ?? contentMessagesEn[key])).size > 1) ambiguous.add(text);
      }
    }
    expect([...ambiguous].sort()).toEqual([...AMBIGUOUS_WORDS].sort());
    expect(ownWordEntries(english).some((entry) => AMBIGUOUS_WORDS.includes(entry.text.toLowerCase()))).toBe(false);
  });

  it("find Cboard's words among ours: verbs only on verb boards, and no ambiguous one", () => {
    const own = ownWordsIndex(ownWordEntries(english));
    expect(own.tileKey('to eat')).toMatch(/^tessera\.board\.(core|actions|core-actions)\.eat$/);
    expect(own.tileKey('to watch TV')).toBe('tessera.board.activities.watch-tv');
    expect(own.tileKey('happy')).toBe('tessera.board.emotions.happy');
    expect(own.tileKey('to watch')).toBeUndefined();
    expect(own.tileKey('chicken')).toBeUndefined();
    expect(own.boardKey('people')).toMatch(/^tessera\.board\.(people|core-people)$/);
  });
});
