import { describe, expect, it } from 'vitest';
import {
  CORE_ROOT_BOARD_ID,
  LOCAL_BOARD_ID_THRESHOLD,
  RESERVED_BOARD_IDS,
  ROOT_BOARD_ID,
  SPANISH_PARTNER_ROOT_BOARD_ID,
  isLocalBoardId,
  isPushableBoardId,
  isReservedBoardId,
  remoteSaveKind,
} from './board-ids.ts';
import { LOCAL_ID_LENGTH, createLocalId, localIdFactory } from './local-id.ts';

describe('board id rules', () => {
  it('treats ids shorter than 14 characters as local', () => {
    expect(LOCAL_BOARD_ID_THRESHOLD).toBe(14);
    expect(isLocalBoardId('a'.repeat(13))).toBe(true);
    expect(isLocalBoardId('a'.repeat(14))).toBe(false);
    expect(isLocalBoardId('65f1c2a9e4b0a1b2c3d4e5f6')).toBe(false);
  });

  it('creates local boards remotely and updates server boards', () => {
    expect(remoteSaveKind('HJVQMR9pX5')).toBe('create');
    expect(remoteSaveKind('65f1c2a9e4b0a1b2c3d4e5f6')).toBe('update');
  });

  it('pushes only ids strictly longer than 14 characters', () => {
    expect(isPushableBoardId('a'.repeat(14))).toBe(false);
    expect(isPushableBoardId('a'.repeat(15))).toBe(true);
  });

  it('reserves three distinct board ids, all treated as local', () => {
    expect(RESERVED_BOARD_IDS).toEqual([ROOT_BOARD_ID, SPANISH_PARTNER_ROOT_BOARD_ID, CORE_ROOT_BOARD_ID]);
    expect(new Set(RESERVED_BOARD_IDS).size).toBe(3);
    expect(ROOT_BOARD_ID).toBe('root');
    for (const id of RESERVED_BOARD_IDS) {
      expect(isReservedBoardId(id)).toBe(true);
      expect(isLocalBoardId(id)).toBe(true);
    }
    expect(isReservedBoardId('rootx')).toBe(false);
  });
});

describe('createLocalId', () => {
  it('returns a short id from the given random source', () => {
    const id = createLocalId(() => 0.5);
    expect(id).toHaveLength(LOCAL_ID_LENGTH);
    expect(isLocalBoardId(id)).toBe(true);
    expect(id).toBe('W'.repeat(LOCAL_ID_LENGTH));
  });

  it('stays inside the alphabet at the edges of the random range', () => {
    expect(createLocalId(() => 0)).toBe('0'.repeat(LOCAL_ID_LENGTH));
    expect(createLocalId(() => 0.9999999)).toBe('-'.repeat(LOCAL_ID_LENGTH));
    expect(createLocalId(() => 1)).toBe('-'.repeat(LOCAL_ID_LENGTH));
  });

  it('gives different ids for different random draws', () => {
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const next = localIdFactory(random);
    const ids = new Set(Array.from({ length: 200 }, next));
    expect(ids.size).toBe(200);
  });
});
