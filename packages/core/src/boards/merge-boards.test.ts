import { describe, expect, it } from 'vitest';
import { mergeFetchedBoards } from './merge-boards.ts';
import { makeBoard } from '../testing/fixtures.ts';

const t = (day: number) => `2025-01-0${day}T00:00:00.000Z`;

describe('mergeFetchedBoards', () => {
  it('takes the fetched board when it was edited later', () => {
    const merged = mergeFetchedBoards([makeBoard({ id: 'a', name: 'old', lastEdited: t(1) })], [makeBoard({ id: 'a', name: 'new', lastEdited: t(2) })]);
    expect(merged.map((b) => b.name)).toEqual(['new']);
  });

  it('keeps the existing board when it is the same age or newer', () => {
    const same = mergeFetchedBoards([makeBoard({ id: 'a', name: 'mine', lastEdited: t(2) })], [makeBoard({ id: 'a', name: 'server', lastEdited: t(2) })]);
    const newer = mergeFetchedBoards([makeBoard({ id: 'a', name: 'mine', lastEdited: t(3) })], [makeBoard({ id: 'a', name: 'server', lastEdited: t(2) })]);
    expect(same[0]?.name).toBe('mine');
    expect(newer[0]?.name).toBe('mine');
  });

  it('treats a missing lastEdited as oldest', () => {
    const merged = mergeFetchedBoards([makeBoard({ id: 'a', name: 'mine' })], [makeBoard({ id: 'a', name: 'server', lastEdited: t(1) })]);
    expect(merged[0]?.name).toBe('server');
  });

  it('appends boards only the server had, once each', () => {
    const merged = mergeFetchedBoards([makeBoard({ id: 'a' })], [makeBoard({ id: 'b' }), makeBoard({ id: 'b' }), makeBoard({ id: 'c' })]);
    expect(merged.map((b) => b.id)).toEqual(['a', 'b', 'c']);
  });
});
