import type { Tile } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { draftIsValid, editorTypeOf, finishDraft, newTileDraft, withLink, withType } from './tile-draft';

describe('tile drafts', () => {
  it('starts a new tile as a yellow button with an empty, invalid label', () => {
    const draft = newTileDraft('t1');
    expect(draft).toEqual({ id: 't1', type: 'button', label: '', backgroundColor: '#fff176' });
    expect(draftIsValid(draft)).toBe(false);
    expect(draftIsValid({ ...draft, label: '  ' })).toBe(false);
    expect(draftIsValid({ ...draft, label: 'hi' })).toBe(true);
  });

  it('gives a type its default colour unless the user chose another', () => {
    expect(withType(newTileDraft('t'), 'folder').backgroundColor).toBe('#bbdefb');
    expect(withType(newTileDraft('t'), 'board').backgroundColor).toBe('#999999');
    expect(withType({ ...newTileDraft('t'), backgroundColor: '#f8bbd0' }, 'folder').backgroundColor).toBe('#f8bbd0');
  });

  it('drops what a type cannot have', () => {
    const folder: Tile = { id: 't', type: 'folder', loadBoard: 'b1', linkedBoard: true, vocalization: 'hi', sound: 'media:x' };
    expect(withType(folder, 'button')).not.toHaveProperty('loadBoard');
    const board = withType(folder, 'board');
    expect(board).not.toHaveProperty('vocalization');
    expect(board).not.toHaveProperty('sound');
    expect(editorTypeOf({ id: 'x', loadBoard: 'b' })).toBe('folder');
  });

  it('links to an existing board, and clearing the link gives a fresh board id', () => {
    const linked = withLink({ id: 't', type: 'folder', loadBoard: 'own' }, 'food', () => 'new1');
    expect(linked).toMatchObject({ loadBoard: 'food', linkedBoard: true });
    expect(withLink(linked, null, () => 'new1')).toMatchObject({ loadBoard: 'new1', linkedBoard: false });
    const own: Tile = { id: 't', type: 'folder', loadBoard: 'own', linkedBoard: false };
    expect(withLink(own, null, () => 'new2')).toMatchObject({ loadBoard: 'new2', linkedBoard: false });
  });

  it('keeps a built-in label key while the shown label is unchanged, and drops it once edited', () => {
    const original: Tile = { id: 'a', labelKey: 'tessera.board.fruit.apple', image: '/a.svg' };
    const kept = finishDraft({ ...original, label: 'apple' }, original, 'apple');
    expect(kept).toEqual(original);
    const edited = finishDraft({ ...original, label: ' green apple ' }, original, 'apple');
    expect(edited).toEqual({ id: 'a', label: 'green apple', image: '/a.svg' });
  });

  it('trims fields and leaves empty ones out', () => {
    const tile = finishDraft({ id: 'n', type: 'button', label: 'hi', vocalization: '  ', image: '', sound: '' }, undefined, '');
    expect(tile).toEqual({ id: 'n', type: 'button', label: 'hi' });
    expect(finishDraft({ id: 'n', type: 'board', label: 'Park', vocalization: 'x' }, undefined, '')).not.toHaveProperty('vocalization');
  });
});
