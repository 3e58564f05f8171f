import { describe, expect, it } from 'vitest';
import type { Tile } from '../schemas/tile.ts';
import {
  MAX_KEPT_PHRASES,
  MAX_KEPT_PHRASE_LENGTH,
  MAX_PHRASE_TILES,
  mergePhraseHistories,
  NO_PHRASE_HISTORY,
  PhraseHistorySchema,
  phraseOf,
  phraseSaid,
  phrasesShown,
  type Phrase,
} from './phrase-history.ts';

const tile = (label: string, extra: Partial<Tile> = {}): Tile => ({ id: `t-${label}`, label, ...extra });
const phrase = (text: string, spokenAt: number, extra: Partial<Phrase> = {}): Phrase => ({
  text,
  tiles: [tile(text)],
  spokenAt,
  favourite: false,
  changedAt: spokenAt,
  ...extra,
});

describe('phraseOf', () => {
  it('keeps the words as said, the symbols with their pictures, and no data URL or empty live tile', () => {
    const kept = phraseOf(
      [
        tile('I', { image: '/symbols/i.svg', loadBoard: 'x' }),
        tile('want', { image: 'data:image/png;base64,AAAA', vocalization: 'want' }),
        tile('juice', { image: 'media:abc', sound: 'media:snd' }),
        { id: 'typed', type: 'live', label: 'now' },
        { id: 'live', type: 'live', label: '' },
      ],
      1000,
    );
    expect(kept).toEqual({
      text: 'I want juice now',
      tiles: [
        { id: 't-I', label: 'I', image: '/symbols/i.svg' },
        { id: 't-want', label: 'want', vocalization: 'want' },
        { id: 't-juice', label: 'juice', image: 'media:abc', sound: 'media:snd' },
        { id: 'typed', label: 'now' },
      ],
      spokenAt: 1000,
      favourite: false,
      changedAt: 1000,
    });
  });

  it('keeps nothing for no words, a phrase over the length limit or over the symbol limit', () => {
    expect(phraseOf([], 1)).toBeNull();
    expect(phraseOf([{ id: 'live', type: 'live', label: ' ' }], 1)).toBeNull();
    expect(phraseOf([tile('x', { vocalization: 'a'.repeat(MAX_KEPT_PHRASE_LENGTH + 1) })], 1)).toBeNull();
    expect(phraseOf([tile('x', { vocalization: 'a'.repeat(MAX_KEPT_PHRASE_LENGTH) })], 1)?.text).toHaveLength(MAX_KEPT_PHRASE_LENGTH);
    expect(
      phraseOf(
        Array.from({ length: MAX_PHRASE_TILES + 1 }, (_, at) => tile(`w${at}`)),
        1,
      ),
    ).toBeNull();
  });
});

describe('phraseSaid and the list', () => {
  it('moves a phrase said again to the top as one entry, a favourite staying one, and pins favourites', () => {
    let history = phraseSaid(NO_PHRASE_HISTORY, phrase('hello', 1));
    history = phraseSaid(history, phrase('I want juice', 2));
    history = { ...history, phrases: history.phrases.map((p) => (p.text === 'hello' ? { ...p, favourite: true, changedAt: 3 } : p)) };
    history = phraseSaid(history, phrase('more', 4));
    history = phraseSaid(history, phrase('hello', 5));
    history = phraseSaid(history, phrase('I want juice', 6));
    expect(history.phrases.map((p) => [p.text, p.favourite])).toEqual([
      ['hello', true],
      ['I want juice', false],
      ['more', false],
    ]);
  });

  it('keeps at most MAX_KEPT_PHRASES, dropping the oldest that are not favourites', () => {
    let history = phraseSaid(NO_PHRASE_HISTORY, phrase('oldest favourite', 0, { favourite: true }));
    for (let at = 1; at <= MAX_KEPT_PHRASES + 5; at += 1) history = phraseSaid(history, phrase(`p${at}`, at));
    expect(history.phrases).toHaveLength(MAX_KEPT_PHRASES);
    expect(history.phrases[0]?.text).toBe('oldest favourite');
    expect(history.phrases.some((p) => p.text === 'p6')).toBe(false);
    expect(history.phrases.some((p) => p.text === 'p7')).toBe(true);
    expect(PhraseHistorySchema.safeParse({ phrases: [...history.phrases, phrase('one more', 9999)], clearedAt: 0 }).success).toBe(false);
  });

  it('finds phrases by every word of the search, ignoring case and accents', () => {
    const phrases = [phrase('Je veux un café', 1), phrase('I want juice', 2), phrase('juice please', 3, { favourite: true })];
    expect(phrasesShown(phrases, 'CAFE').map((p) => p.text)).toEqual(['Je veux un café']);
    expect(phrasesShown(phrases, 'juice').map((p) => p.text)).toEqual(['juice please', 'I want juice']);
    expect(phrasesShown(phrases, 'want juice').map((p) => p.text)).toEqual(['I want juice']);
    expect(phrasesShown(phrases, '  ').map((p) => p.text)).toEqual(['juice please', 'I want juice', 'Je veux un café']);
  });
});

describe('mergePhraseHistories', () => {
  it('keeps each phrase once with its later change, said at the later time', () => {
    const here = { phrases: [phrase('hello', 10, { favourite: true, changedAt: 30 }), phrase('mine', 5)], clearedAt: 0 };
    const there = { phrases: [phrase('hello', 20, { favourite: false, changedAt: 20 }), phrase('theirs', 6)], clearedAt: 0 };
    const merged = mergePhraseHistories(here, there);
    expect(merged.phrases.map((p) => [p.text, p.favourite, p.spokenAt])).toEqual([
      ['hello', true, 20],
      ['theirs', false, 6],
      ['mine', false, 5],
    ]);
    expect(mergePhraseHistories(there, here)).toEqual(merged);
  });

  it('applies the later clear to both sides, keeping favourites and what was said after it', () => {
    const offline = { phrases: [phrase('before', 5), phrase('starred', 4, { favourite: true }), phrase('after', 15)], clearedAt: 0 };
    const cleared = { phrases: [], clearedAt: 10 };
    const merged = mergePhraseHistories(offline, cleared);
    expect(merged.clearedAt).toBe(10);
    expect(merged.phrases.map((p) => p.text)).toEqual(['starred', 'after']);
  });
});
