import { describe, expect, it } from 'vitest';
import {
  authenticationError,
  boardTitleToSave,
  canEditBoardTitle,
  canSendReport,
  canSubmitTile,
  communicatorTitleToSave,
  shareAccess,
  validateCommunicatorTitle,
  validateReportReason,
  validateTileLabel,
} from './field-rules.ts';
import { messageList, messages } from './messages.ts';

describe('single-field rules', () => {
  it('tile editor: label required, submit disabled while empty', () => {
    expect(validateTileLabel('  ')?.defaultMessage).toBe('Required');
    expect(validateTileLabel('eat')).toBeUndefined();
    expect([canSubmitTile(''), canSubmitTile('eat')]).toEqual([false, true]);
  });

  it('report: reason required, send disabled while empty', () => {
    expect(validateReportReason('')?.defaultMessage).toBe('Required');
    expect([canSendReport(undefined), canSendReport('spam')]).toEqual([false, true]);
  });

  it('communicator title: required and saved only if not empty', () => {
    expect(validateCommunicatorTitle('')).toEqual(messages.required);
    expect(communicatorTitleToSave('   ')).toBeNull();
    expect(communicatorTitleToSave(' Home ')).toBe('Home');
  });

  it('board title: opens only for a logged-in user with an email, saved only if not empty', () => {
    expect(canEditBoardTitle({ email: 'a@example.org', authToken: 't' })).toBe(true);
    expect(canEditBoardTitle({ email: 'a@example.org' })).toBe(false);
    expect(canEditBoardTitle({ authToken: 't' })).toBe(false);
    expect(canEditBoardTitle(null)).toBe(false);
    expect(boardTitleToSave('')).toBeNull();
  });

  it('sharing needs a registered user and a public board', () => {
    expect(shareAccess(null, { isPublic: true })).toEqual({
      canShare: false,
      warning: { id: 'share.registrationRequired', defaultMessage: 'You need to be registered to share a board!' },
      channelsEnabled: false,
    });
    expect(shareAccess({ name: 'Ana', email: 'a@example.org' }, { isPublic: false })).toEqual({ canShare: true, warning: null, channelsEnabled: false });
    expect(shareAccess({ name: 'Ana', email: 'a@example.org' }, { isPublic: true }).channelsEnabled).toBe(true);
  });

  it('authenticated calls refuse without a token', () => {
    expect(authenticationError(undefined)?.defaultMessage).toBe('Need to be authenticated to perform this request');
    expect(authenticationError('token')).toBeNull();
  });
});

describe('message catalogue', () => {
  it('lists every descriptor once, with unique ids', () => {
    expect(messageList).toHaveLength(Object.keys(messages).length);
    expect(new Set(messageList.map((m) => m.id)).size).toBe(messageList.length);
    expect(messageList).toContainEqual({ id: 'validation.passwordsDontMatch', defaultMessage: "Passwords don't match" });
  });
});
