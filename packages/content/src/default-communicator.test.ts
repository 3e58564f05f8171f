import { CommunicatorSchema, DEFAULT_COMMUNICATOR_ID } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { builtInBoardsById, contentMessagesEn, defaultCommunicator, featuredBoards } from './index.ts';

describe('the default communicator', () => {
  it('is a valid communicator that loses nothing when parsed', () => {
    expect(CommunicatorSchema.parse(defaultCommunicator)).toEqual(defaultCommunicator);
  });

  it('has the reserved id, the classic root as its root and only board', () => {
    expect(defaultCommunicator).toMatchObject({ id: DEFAULT_COMMUNICATOR_ID, rootBoard: 'root', boards: ['root'] });
  });

  it('maps advanced to root, the picture-symbol default to the core board and the Spanish partner set to its own root', () => {
    expect(defaultCommunicator.defaultBoardsIncluded).toEqual([
      { nameOnJSON: 'advanced', homeBoard: 'root' },
      { nameOnJSON: 'core', homeBoard: 'core-root' },
      { nameOnJSON: 'spanishPartner', homeBoard: 'partner-root' },
    ]);
  });
});

describe('featured boards', () => {
  it('offer the core board, the classic root, the Spanish partner root and the Spanish pre-made root', () => {
    expect(featuredBoards.map((featured) => featured.homeBoard)).toEqual(['core-root', 'root', 'partner-root', 'es-root']);
    for (const featured of featuredBoards) expect(builtInBoardsById.has(featured.homeBoard)).toBe(true);
  });

  it('share names with the communicator defaults, so choosing one is recognised as a default set', () => {
    for (const included of defaultCommunicator.defaultBoardsIncluded) {
      expect(featuredBoards.find((featured) => featured.nameOnJSON === included.nameOnJSON)?.homeBoard).toBe(included.homeBoard);
    }
  });

  it('have a title and a description in English and in the catalogue', () => {
    for (const featured of featuredBoards) {
      expect(featured.title).toBeTruthy();
      expect(featured.description.length).toBeGreaterThan(20);
      expect(contentMessagesEn[featured.titleKey]).toBe(featured.title);
      expect(contentMessagesEn[featured.descriptionKey]).toBe(featured.description);
      expect(featured.image).toMatch(/^\/symbols\/openmoji\/[0-9A-F-]+\.svg$/);
    }
  });
});
