import { describe, expect, it } from 'vitest';
import { acceptedPhrase, scriptFamilies } from './phrase-check.ts';

describe('acceptedPhrase', () => {
  it('keeps a rewording, trimmed and without surrounding quotes', () => {
    expect(acceptedPhrase('I want eat apple', ' "I want to eat an apple." ')).toBe('I want to eat an apple.');
    expect(acceptedPhrase('yo querer comer manzana', '«Quiero comer una manzana.»')).toBe('Quiero comer una manzana.');
    expect(acceptedPhrase('я хотеть есть яблоко', 'Я хочу съесть яблоко.')).toBe('Я хочу съесть яблоко.');
    expect(acceptedPhrase('私 りんご 食べる', '私はりんごを食べたいです。')).toBe('私はりんごを食べたいです。');
  });

  it('discards an answer more than three times as long as the input', () => {
    expect(acceptedPhrase('go park', 'I would like to go to the park.')).toBe('');
    expect(acceptedPhrase('go park', 'Go to the park')).toBe('Go to the park');
  });

  it('discards an answer in a script the input does not use', () => {
    expect(acceptedPhrase('I want eat apple', 'Я хочу яблоко.')).toBe('');
    expect(acceptedPhrase('I want eat apple', 'I want 苹果.')).toBe('');
    expect(acceptedPhrase('مرحبا صديق', 'Hello, friend.')).toBe('');
  });

  it('discards an empty answer and one of several lines', () => {
    expect(acceptedPhrase('I want eat apple', '  ')).toBe('');
    expect(acceptedPhrase('I want eat apple', 'Sure!\nI want to eat an apple.')).toBe('');
  });

  it('names the script families of a text, ignoring digits and punctuation', () => {
    expect([...scriptFamilies('Hello, 42 мир!')]).toEqual(['latin', 'cyrillic']);
    expect([...scriptFamilies('123 ?!')]).toEqual([]);
  });
});
