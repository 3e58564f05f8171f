import { BoardConflictSchema, boardsToPush, fitBoardToLimits, isLocalBoardId, jsonEqual, sameEmail, type Board, type PremiumRefusal } from '@tessera/core';
import { builtInBoardsById } from '@tessera/content';
import { ApiError, isApiError } from '../lib/api/api-error';
import type { OutboxRecord } from '../lib/db';
import { boardIdReplaced, boardsUnmarked } from '../state/sync-actions';
import { boardsArrived } from './arrivals';
import { bases } from './bases';
import { conflictIn } from './conflict-answer';
import { renameConflicts } from './conflicts';
import type { PlannedArrival } from './plan/pull-plan';
import { failedSend, mediaKeptForPremium, type SendOutcome } from './send-outcome';
import type { SyncContext } from './sync-context';

/**
 * What the server keeps of a board: no device bookkeeping, and within the limits it takes (a board saved before
 * the limits, say with a text cut short or a grid of the wrong size, goes out fitted rather than refused for ever).
 */
const forServer = (saved: Board): Board => {
  const fitted = fitBoardToLimits(saved);
  const { markToUpdate: _mark, schemaVersion: _schema, ...board } = fitted.success ? fitted.data : saved;
  return board;
};

/** The board the server stores for a create: where it began, and that this device read no version (so a board of that origin comes back as 409). */
const createBody = (board: Board): Board => ({
  ...board,
  version: 0,
  ...(board.originId || !builtInBoardsById.has(board.id) ? {} : { originId: board.id }),
});

/** The 409 answer's current board, to merge with. */
const currentIn = (error: unknown): Board | undefined => conflictIn(error, BoardConflictSchema)?.board;

interface Ready {
  entry: OutboxRecord;
  /** The board as saved on this device when it was read for sending. */
  board: Board;
  /** What goes to the server. */
  body: Board;
}

/** What the answers ask of this device once all are in, so 1,000 answers are one pass over the store and one transaction. */
interface Answers {
  created: { ready: Ready; created: Board }[];
  acknowledged: { ready: Ready; stored: Board }[];
  conflicts: { entry: OutboxRecord; arrival: PlannedArrival }[];
}

/**
 * Sends board saves of the queue's head together (creates of local boards in one batch request, updates in another), reading each board as saved on this device (another tab may have made the edit). Each write names the
 * version it is based on; one based on an older version comes back as 409 with the account's current board, which
 * is merged with this device's (boardsArrived) and sent again. Answers an outcome per entry.
 */
export async function sendBoards(entries: readonly OutboxRecord[], sync: SyncContext): Promise<SendOutcome[]> {
  const answers: Answers = { created: [], acknowledged: [], conflicts: [] };
  const saved = await sync.db.boards.bulkGet(entries.map((entry) => entry.recordId));
  const agreed = await bases.getMany<Board>(
    sync.db,
    'board',
    entries.map((entry) => entry.recordId),
  );
  const outcomes = new Map<OutboxRecord, SendOutcome>();
  const ready: Ready[] = [];
  /** Boards that go without a recorded sound the server wants premium for (`fresh`: it said so just now). */
  const withoutMedia: { name: string; refusal: PremiumRefusal; fresh: boolean }[] = [];
  for (const [index, entry] of entries.entries()) {
    const board = saved[index];
    if (!board) {
      await sync.outbox.landed(entry); // deleted before it was sent: its deletion is queued behind it if it must go
      outcomes.set(entry, { kind: 'sent' });
      continue;
    }
    try {
      const notes = { premiumRefused: (refusal: PremiumRefusal, fresh: boolean) => withoutMedia.push({ name: board.name, refusal, fresh }) };
      const prepared = forServer(sync.prepareBoard ? await sync.prepareBoard(board, sync.context(), notes) : board);
      const version = agreed.get(board.id)?.version;
      const body = isLocalBoardId(board.id) ? createBody(prepared) : { ...prepared, ...(version === undefined ? {} : { version }) };
      if (version === undefined && !isLocalBoardId(board.id)) delete body.version;
      ready.push({ entry, board, body });
    } catch (error) {
      outcomes.set(entry, await failedSend(entry, error, sync));
    }
  }

  // Told when the server refused a file just now (an import's sounds, say), naming every board of the run that goes
  // without one; later saves of those boards, which go without them too, do not say it again.
  if (withoutMedia.some((board) => board.fresh) && sync.isCurrent()) mediaKeptForPremium(withoutMedia, sync);

  // Several creates, or several updates, go in one request each (a server without the calls takes them one by one).
  const creates = ready.filter(({ board }) => isLocalBoardId(board.id));
  const updates = ready.filter(({ board }) => !isLocalBoardId(board.id));
  const together = new Map([
    ...(creates.length > 1 ? await sendTogether(creates, 'create', answers, sync) : []),
    ...(updates.length > 1 ? await sendTogether(updates, 'update', answers, sync) : []),
  ]);
  await Promise.all(
    ready.map(async (item) => {
      const answered = together.get(item.entry);
      if (answered) return outcomes.set(item.entry, answered);
      try {
        if (isLocalBoardId(item.board.id)) answers.created.push({ ready: item, created: await sync.requests.createBoard(item.body, sync.context()) });
        else answers.acknowledged.push({ ready: item, stored: await sync.requests.updateBoard(item.body, sync.context()) });
        outcomes.set(item.entry, sync.isCurrent() ? { kind: 'sent' } : { kind: 'stop' });
      } catch (error) {
        const current = currentIn(error);
        if (current) {
          answers.conflicts.push({
            entry: item.entry,
            arrival: isLocalBoardId(item.board.id) ? { remote: current, replacesId: item.board.id } : { remote: current },
          });
          outcomes.set(item.entry, { kind: 'sent' });
        } else outcomes.set(item.entry, await failedSend(item.entry, error, sync));
      }
    }),
  );
  if (sync.isCurrent()) await applyAnswers(answers, sync);
  return entries.map((entry) => outcomes.get(entry) ?? { kind: 'sent' });
}

/**
 * Boards in one request (POST /board/batch for new ones, PUT /board/batch for updates), each answered as its own
 * request would be; nothing when the server cannot take them together (a server without the call, or a batch it
 * refuses as a whole, such as one over its size limit): then they go one by one.
 */
async function sendTogether(items: readonly Ready[], kind: 'create' | 'update', answers: Answers, sync: SyncContext): Promise<Map<OutboxRecord, SendOutcome>> {
  const outcomes = new Map<OutboxRecord, SendOutcome>();
  let results;
  try {
    const bodies = items.map(({ body }) => body);
    results = kind === 'create' ? await sync.requests.createBoards(bodies, sync.context()) : await sync.requests.updateBoards(bodies, sync.context());
  } catch (error) {
    if (isApiError(error) && error.kind === 'http' && [400, 404, 405, 413].includes(error.status)) return outcomes;
    for (const { entry } of items) outcomes.set(entry, await failedSend(entry, error, sync));
    return outcomes;
  }
  if (!sync.isCurrent()) return new Map(items.map(({ entry }) => [entry, { kind: 'stop' }]));
  for (const [index, item] of items.entries()) {
    const result = results[index];
    if (result?.board && (result.status === 200 || result.status === 201)) {
      if (kind === 'create') answers.created.push({ ready: item, created: result.board });
      else answers.acknowledged.push({ ready: item, stored: result.board });
    } else if (result?.board && result.status === 409) {
      answers.conflicts.push({
        entry: item.entry,
        arrival: kind === 'create' ? { remote: result.board, replacesId: item.board.id } : { remote: result.board },
      });
    } else {
      outcomes.set(
        item.entry,
        await failedSend(item.entry, new ApiError('http', result?.status ?? 500, result?.message ?? 'No answer for this board', result?.message, result), sync),
      );
      continue;
    }
    outcomes.set(item.entry, { kind: 'sent' });
  }
  return outcomes;
}

/**
 * What the answers change here. Created boards take their server ids everywhere (spec 01 §4: the user's boards
 * whose tiles now point at a server id are pushed, then unmarked; so are the communicators that list them). Landed
 * writes make what was sent the new base, at the version answered. Conflicts are merged and go out again.
 */
async function applyAnswers({ created, acknowledged, conflicts }: Answers, sync: SyncContext): Promise<void> {
  const { store, db, outbox, userEmail } = sync;
  if (created.length > 0) {
    store.dispatch(boardIdReplaced({ replaced: created.map(({ ready, created: board }) => ({ previousId: ready.board.id, board })), userEmail }));
    const state = store.getState();
    // Still to send, now under the server id: folder tiles that opened a board created alongside and now name its
    // server id. (An edit made while the create was on its way raised its entry's revision: landedRenamed keeps it.)
    const changedOnItsWay = created.filter(({ ready, created: board }) => !jsonEqual(state.board.boards[board.id]?.tiles, ready.board.tiles));
    const createdIds = new Set(created.map(({ created: board }) => board.id));
    const naming = Object.values(state.communicator.communicators).filter(
      (communicator) =>
        sameEmail(communicator.email, userEmail) &&
        (created.some(({ ready }) => communicator.rootBoard === ready.board.id) || communicator.boards.some((id) => createdIds.has(id))),
    );
    await db.transaction('rw', [db.outbox, db.conflicts, db.bases], async () => {
      await outbox.landedRenamed(
        'board',
        created.map(({ ready, created: board }) => ({ entry: ready.entry, nextId: board.id })),
      );
      await renameConflicts(db, new Map(created.map(({ ready, created: board }) => [ready.board.id, board.id])));
      await bases.putMany(
        db,
        'board',
        created.map(({ created: board }) => ({ id: board.id, version: board.version ?? 1, record: board })),
      );
      await outbox.addMany(
        'board',
        changedOnItsWay.map(({ created: board }) => board.id).filter((id) => state.board.boards[id]),
      );
      await outbox.addMany(
        'board',
        boardsToPush(Object.values(state.board.boards), userEmail).map((board) => board.id),
      );
      await outbox.addMany(
        'communicator',
        naming.map((communicator) => communicator.id),
      );
    });
  }
  if (acknowledged.length > 0) {
    await bases.putMany(
      db,
      'board',
      acknowledged.map(({ stored }) => ({ id: stored.id, version: stored.version ?? 0, record: stored })),
    );
    const marked = acknowledged.filter(({ ready }) => ready.board.markToUpdate).map(({ ready }) => ready.board.id);
    if (marked.length > 0) store.dispatch(boardsUnmarked({ ids: marked }));
    for (const { ready } of acknowledged) await outbox.landed(ready.entry);
  }
  if (conflicts.length > 0) {
    await boardsArrived(
      sync,
      conflicts.map(({ arrival }) => arrival),
    );
    // A merge that differs from the account's board was queued again (its entry's revision rose): it stays and goes
    // out at once, based on the account's version. One that equals it has nothing left to send.
    for (const { entry } of conflicts) await outbox.landed(entry);
  }
}
