import { tileDisplayLabel, type Translate } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { builtInBoards, contentMessagesEn, getBuiltInBoard } from '../index.ts';
import { loadVocabulary, VOCABULARY_LANGUAGES, vocabulariesFor, type Vocabulary } from './vocabulary.ts';

/** What the web app does: a language's words over English (load-messages.ts). */
const translator =
  (vocabulary: Vocabulary | undefined): Translate =>
  (key) =>
    vocabulary?.[key] ?? contentMessagesEn[key];

const labelsOf = (boardId: string, translate: Translate) =>
  Object.fromEntries((getBuiltInBoard(boardId)?.tiles ?? []).map((tile) => [tile.id, tileDisplayLabel(tile, translate)]));

// A sample of tiles of the home board, the core board and two topics, as a speaker of each language says them.
const SAMPLES: Record<string, Record<string, string>> = {
  ar: {
    'root/root-food': 'طعام',
    'core-root/core-root-want': 'أريد',
    'core-root/core-root-more': 'المزيد',
    'emotions/emotions-scared': 'أخاف',
    'quick-chat/quick-chat-thank-you': 'شكرا',
  },
  de: {
    'root/root-food': 'Essen',
    'core-root/core-root-want': 'ich will',
    'core-root/core-root-more': 'mehr',
    'emotions/emotions-happy': 'froh',
    'quick-chat/quick-chat-thank-you': 'danke',
  },
  es: {
    'root/root-food': 'comida',
    'core-root/core-root-want': 'quiero',
    'core-root/core-root-more': 'más',
    'emotions/emotions-happy': 'feliz',
    'quick-chat/quick-chat-thank-you': 'gracias',
  },
  fr: {
    'root/root-food': 'nourriture',
    'core-root/core-root-want': 'je veux',
    'core-root/core-root-more': 'encore',
    'emotions/emotions-happy': 'content',
    'quick-chat/quick-chat-thank-you': 'merci',
  },
  hi: {
    'root/root-food': 'भोजन',
    'core-root/core-root-want': 'चाहिए',
    'core-root/core-root-more': 'थोड़ा और',
    'emotions/emotions-happy': 'मुझे खुशी है',
    'quick-chat/quick-chat-thank-you': 'धन्यवाद',
  },
  it: {
    'root/root-food': 'cibo',
    'core-root/core-root-want': 'voglio',
    'core-root/core-root-more': 'ancora',
    'emotions/emotions-happy': 'felice',
    'quick-chat/quick-chat-thank-you': 'grazie',
  },
  pt: {
    'root/root-food': 'comida',
    'core-root/core-root-want': 'quero',
    'core-root/core-root-more': 'mais',
    'emotions/emotions-happy': 'feliz',
    'quick-chat/quick-chat-thank-you': 'obrigado',
  },
  ru: {
    'root/root-food': 'еда',
    'core-root/core-root-want': 'хочу',
    'core-root/core-root-more': 'ещё',
    'emotions/emotions-sad': 'мне грустно',
    'quick-chat/quick-chat-thank-you': 'спасибо',
  },
  uk: {
    'root/root-food': 'їжа',
    'core-root/core-root-want': 'хочу',
    'core-root/core-root-more': 'ще',
    'emotions/emotions-sad': 'мені сумно',
    'quick-chat/quick-chat-thank-you': 'дякую',
  },
  zh: {
    'root/root-food': '食物',
    'core-root/core-root-want': '我要',
    'core-root/core-root-more': '还要',
    'emotions/emotions-happy': '开心',
    'quick-chat/quick-chat-thank-you': '谢谢',
  },
};

const tileLabel = async (locale: string, where: string) => {
  const [boardId = '', tileId = ''] = where.split('/');
  return labelsOf(boardId, translator(await loadVocabulary(locale)))[tileId];
};

describe('built-in vocabulary', () => {
  it('covers at least the ten languages the issue asks for', () => {
    expect(VOCABULARY_LANGUAGES).toEqual(expect.arrayContaining([...Object.keys(SAMPLES), 'pt-PT']));
  });

  it.each(Object.entries(SAMPLES).flatMap(([language, tiles]) => Object.entries(tiles).map(([where, word]) => [language, where, word] as const)))(
    '%s: %s says "%s"',
    async (language, where, word) => {
      expect(await tileLabel(`${language}-XX`, where)).toBe(word);
    },
  );

  it.each(VOCABULARY_LANGUAGES)('%s: every built-in tile has a word in it, none is empty', async (language) => {
    const vocabulary = await loadVocabulary(language);
    for (const board of builtInBoards)
      for (const tile of board.tiles) {
        if (!tile.labelKey?.startsWith('tessera.')) continue;
        expect(vocabulary?.[tile.labelKey], `${board.id}/${tile.id}`).toMatch(/\S/);
      }
  });

  it('falls back to the English word for an id a language lacks, never to an empty tile', async () => {
    const spanish = await loadVocabulary('es-ES');
    const partial = Object.fromEntries(Object.entries(spanish ?? {}).filter(([id]) => id !== 'tessera.board.root.food'));
    const labels = labelsOf('root', translator(partial));
    expect(labels['root-food']).toBe('food');
    expect(labels['root-drinks']).toBe('bebidas');
  });

  it('uses English words for a language without a vocabulary', async () => {
    expect(vocabulariesFor('xx-XX')).toEqual([]);
    expect(await loadVocabulary('xx-XX')).toBeUndefined();
    expect(labelsOf('root', translator(undefined))['root-food']).toBe('food');
  });

  it("finds a region's language ('es-MX' → es), and lays a region's own words over it ('pt-PT' → pt, pt-PT)", () => {
    expect(vocabulariesFor('es-MX')).toEqual(['es']);
    expect(vocabulariesFor('en-US')).toEqual([]);
    expect(vocabulariesFor('pt-BR')).toEqual(['pt']);
    expect(vocabulariesFor('pt-PT')).toEqual(['pt', 'pt-PT']);
    expect(vocabulariesFor('pt-TL')).toEqual(['pt', 'pt-PT']);
  });
});

describe('Portuguese of Portugal and of Brazil', () => {
  // Words Portugal and Brazil say differently, on the home board, the core board and topic boards.
  const DIFFERENT: Record<string, [portugal: string, brazil: string]> = {
    'root/root-sports': ['desporto', 'esportes'],
    'drinks/drinks-juice': ['sumo', 'suco'],
    'food/food-breakfast': ['pequeno-almoço', 'café da manhã'],
    'transport/transport-bus': ['autocarro', 'ônibus'],
    'transport/transport-train': ['comboio', 'trem'],
    'kitchen/kitchen-fridge': ['frigorífico', 'geladeira'],
    'places/places-toilet': ['casa de banho', 'banheiro'],
    'technology/technology-mobile-phone': ['telemóvel', 'celular'],
    'snacks/snacks-ice-cream': ['gelado', 'sorvete'],
    'weather/weather-rainy': ['está a chover', 'está chovendo'],
    'core-root/core-root-you': ['tu', 'você'],
    'people/people-baby': ['bebé', 'bebê'],
  };
  const cases = Object.entries(DIFFERENT).map(([where, [portugal, brazil]]) => [where, portugal, brazil] as const);

  it.each(cases)("%s: Portugal's word (%s) in pt-PT and pt-TL, Brazil's (%s) in pt-BR", async (where, portugal, brazil) => {
    expect(await tileLabel('pt-PT', where)).toBe(portugal);
    expect(await tileLabel('pt-TL', where)).toBe(portugal);
    expect(await tileLabel('pt-BR', where)).toBe(brazil);
  });

  it("keeps the words both say alike from Brazil's file", async () => {
    for (const locale of ['pt-PT', 'pt-TL', 'pt-BR']) {
      expect(await tileLabel(locale, 'root/root-food'), locale).toBe('comida');
      expect(await tileLabel(locale, 'core-root/core-root-want'), locale).toBe('quero');
    }
  });

  it("gives pt-TL exactly Portugal's words", async () => {
    expect(await loadVocabulary('pt-TL')).toEqual(await loadVocabulary('pt-PT'));
    expect(await loadVocabulary('pt-PT')).not.toEqual(await loadVocabulary('pt-BR'));
  });
});
