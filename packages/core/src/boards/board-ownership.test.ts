import { describe, expect, it } from 'vitest';
import { authorShownToOthers, boardOwnerEmail, canEditRemoteBoard } from './board-ownership.ts';
import { boardDeletionBlocker } from './board-deletion.ts';

const remoteId = '65f1c2a9e4b0a1b2c3d4e5f6';

describe('canEditRemoteBoard', () => {
  it('lets only the owner edit a remote board', () => {
    expect(canEditRemoteBoard({ id: remoteId, email: 'me@example.org', author: 'Me' }, ' Me@Example.org')).toBe(true);
    expect(canEditRemoteBoard({ id: remoteId, email: 'me@example.org' }, 'you@example.org')).toBe(false);
    expect(canEditRemoteBoard({ id: remoteId }, 'me@example.org')).toBe(false);
    expect(canEditRemoteBoard({ id: remoteId, email: 'me@example.org' }, undefined)).toBe(false);
  });

  it('reads the owner from author on records that kept the email there', () => {
    expect(boardOwnerEmail({ author: 'me@example.org' })).toBe('me@example.org');
    expect(boardOwnerEmail({ author: 'Me' })).toBeUndefined();
    expect(canEditRemoteBoard({ id: remoteId, author: 'me@example.org' }, 'me@example.org')).toBe(true);
  });

  it('lets anyone edit a board that is still local', () => {
    expect(canEditRemoteBoard({ id: 'abc', email: 'me@example.org' }, undefined)).toBe(true);
  });
});

describe('boardDeletionBlocker', () => {
  it('refuses the root board with the spec message', () => {
    expect(boardDeletionBlocker('root', { rootBoardId: 'root', activeBoardId: 'food' })).toEqual({
      reason: 'root',
      message: { id: 'board.rootCannotBeDeleted', defaultMessage: 'Root Board cannot be deleted' },
    });
  });

  it('refuses the active board and allows others', () => {
    expect(boardDeletionBlocker('food', { rootBoardId: 'root', activeBoardId: 'food' })).toEqual({ reason: 'active' });
    expect(boardDeletionBlocker('fruit', { rootBoardId: 'root', activeBoardId: 'food' })).toBeNull();
  });
});

describe('authorShownToOthers', () => {
  it('shows a name, never an email an older record kept as its author', () => {
    expect(authorShownToOthers('Ada')).toBe('Ada');
    expect(authorShownToOthers('ada@example.org')).toBeUndefined();
    expect(authorShownToOthers(undefined)).toBeUndefined();
  });
});
