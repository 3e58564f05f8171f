import type { Board, Communicator } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { planQueue } from './queue-plan';

const board = (id: string, email?: string): Board => ({ id, name: id, isPublic: false, tiles: [], ...(email ? { email } : {}) });
const communicator = (id: string, email: string): Communicator => ({
  id,
  name: id,
  rootBoard: 'root',
  boards: [],
  defaultBoardsIncluded: [],
  isPublic: false,
  email,
});
const SERVER = 'aaaaaaaaaaaaaaaaaaaaaaa1';

describe('what a save queues for the account', () => {
  it('sends the user’s own boards and ownerless ones, never someone else’s', () => {
    const plan = planQueue(
      {
        boards: new Map([
          ['mine', { before: undefined, after: board('mine', 'ADA@example.org') }],
          ['guest1', { before: undefined, after: board('guest1') }],
          [SERVER, { before: undefined, after: board(SERVER, 'bob@example.org') }],
        ]),
        communicators: new Map(),
        settings: false,
      },
      'ada@example.org',
    );
    expect(plan.boards).toEqual(['mine', 'guest1']);
  });

  it('deletes a server board on the server, and drops a local one that never left', () => {
    const plan = planQueue(
      {
        boards: new Map([
          [SERVER, { before: board(SERVER, 'ada@example.org'), after: undefined }],
          ['local1', { before: board('local1'), after: undefined }],
          ['aaaaaaaaaaaaaaaaaaaaaaa2', { before: board('aaaaaaaaaaaaaaaaaaaaaaa2', 'bob@example.org'), after: undefined }],
        ]),
        communicators: new Map(),
        settings: true,
      },
      'ada@example.org',
    );
    expect(plan).toMatchObject({ deletions: [SERVER], dropped: ['local1'], settings: true });
  });

  it('sends the user’s own communicators only', () => {
    const plan = planQueue(
      {
        boards: new Map(),
        communicators: new Map([
          ['c1', { before: undefined, after: communicator('c1', 'ada@example.org') }],
          ['c2', { before: undefined, after: communicator('c2', 'bob@example.org') }],
        ]),
        settings: false,
      },
      'ada@example.org',
    );
    expect(plan.communicators).toEqual(['c1']);
  });
});
