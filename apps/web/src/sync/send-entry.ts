import { DEFAULT_COMMUNICATOR_ID, boardsToPush, isLocalBoardId, isReservedBoardId, type Board, type Settings } from '@tessera/core';
import { builtInBoardsById } from '@tessera/content';
import { ApiError, isApiError, failureMessage } from '../lib/api/api-error';
import type { RequestContext } from '../lib/api/request-json';
import type { OutboxRecord } from '../lib/db';
import { keepConflict, renameConflicts } from './';
import { boardSaved, reservedBoardCopied } from '../state/board-actions';
import { newLocalId } from '../state/commit-board';
import { notificationShown } from '../state/notifications-slice';
import { boardIdReplaced, boardsUnmarked, communicatorIdReplaced, remoteBoardsMerged } from '../state/sync-actions';
import type { SyncContext } from './sync-context';
import { syncBases } from './sync-bases';
import { syncNotices } from './sync-notices';

export type SendOutcome =
  | { kind: 'sent' }
  /** Could not reach the server (or it failed): the entry stays and is tried again later. */
  | { kind: 'retry'; message: string }
  /** The session ended (403). */
  | { kind: 'forbidden' }
  /** The user changed or logged out while the entry was on its way: nothing more to do here. */
  | { kind: 'stop' };

export interface SendContext extends SyncContext {
  prepareBoard?: ((board: Board, context: RequestContext) => Promise<Board>) | undefined;
}

const isRetryable = (error: unknown): boolean =>
  !isApiError(error) || error.kind === 'network' || error.status >= 500 || error.status === 408 || error.status === 429;
const statusOf = (error: unknown): number => (isApiError(error) ? error.status : 0);

/** What the server keeps of a board: no device bookkeeping. */
const forServer = ({ markToUpdate: _mark, ...board }: Board): Board => board;

/**
 * Sends entries of different records at once (a run of board saves at the head of the queue, or one entry) and
 * answers an outcome for each. A network failure or a server error leaves an entry for a retry; a refusal (the
 * board is not the user's, or is invalid) drops it with the spec's failure notice, and a board deleted on
 * another device is removed here with the unsent version kept as a conflict. The boards created on the server
 * take their server ids together: one pass over the store and one database transaction for the whole run.
 */
export async function sendEntries(entries: readonly OutboxRecord[], send: SendContext): Promise<SendOutcome[]> {
  const created: CreatedBoard[] = [];
  const creates = entries.filter((entry) => entry.kind === 'board' && isLocalBoardId(entry.recordId));
  const together = creates.length > 1 ? await createTogether(creates, created, send) : undefined;
  const outcomes = await Promise.all(
    entries.map(async (entry): Promise<SendOutcome> => {
      const answered = together?.get(entry);
      if (answered) return answered;
      try {
        if (entry.kind === 'board' && isLocalBoardId(entry.recordId)) {
          const answer = await createBoard(entry, send);
          if (answer) created.push(answer);
        } else if (entry.kind === 'board') await updateBoard(entry, send);
        else if (entry.kind === 'board-delete') await sendDeletion(entry, send);
        else if (entry.kind === 'settings') await sendSettings(entry, send);
        else await sendCommunicator(entry, send);
        return send.isCurrent() ? { kind: 'sent' } : { kind: 'stop' };
      } catch (error) {
        return failed(entry, error, send);
      }
    }),
  );
  if (created.length > 0 && send.isCurrent()) await boardsCreated(created, send);
  return outcomes;
}

/** What a failed send means for its entry: a retry, the end of the session, or a refusal that drops it. */
async function failed(entry: OutboxRecord, error: unknown, send: SendContext): Promise<SendOutcome> {
  if (!send.isCurrent()) return { kind: 'stop' };
  if (statusOf(error) === 403) return { kind: 'forbidden' };
  if (isApiError(error) && error.kind === 'unauthenticated') return { kind: 'stop' };
  if (isRetryable(error)) return { kind: 'retry', message: failureMessage(error, 'Unable to contact server. Try in a moment') };
  if (statusOf(error) === 410) {
    await boardGone(entry.recordId, send);
  } else {
    const notice = entry.kind === 'settings' ? syncNotices.settingsFailed : entry.kind === 'communicator' ? syncNotices.communicatorFailed : entry.kind === 'board-delete' ? syncNotices.deleteFailed : isLocalBoardId(entry.recordId) ? syncNotices.createFailed : syncNotices.updateFailed;
    send.store.dispatch(notificationShown({ message: notice, kind: 'error' }));
  }
  await send.db.outbox.delete(entry.seq ?? -1);
  return { kind: 'sent' };
}

/** The board of an outbox entry as it is now, and as the server will see it; none when it is gone (landed). */
async function boardToSend(entry: OutboxRecord, send: SendContext): Promise<{ board: Board; body: Board } | undefined> {
  const board = send.store.getState().board.boards[entry.recordId];
  if (!board) {
    await send.outbox.landed(entry);
    return undefined;
  }
  return { board, body: forServer(send.prepareBoard ? await send.prepareBoard(board, send.context()) : board) };
}

async function updateBoard(entry: OutboxRecord, send: SendContext): Promise<void> {
  const { store, requests, outbox, db } = send;
  const toSend = await boardToSend(entry, send);
  if (!toSend) return;
  const { board, body } = toSend;
  await requests.updateBoard(body, send.context());
  if (!send.isCurrent()) return;
  // Changed on its way by another answer (a folder tile repointed to a server id): send the board again.
  if (store.getState().board.boards[board.id] !== board) await outbox.add('board', board.id);
  if (board.markToUpdate) send.applyRemote(() => store.dispatch(boardsUnmarked({ ids: [board.id] })));
  if (board.lastEdited) await syncBases.write(db, new Map([[board.id, board.lastEdited]]));
  await outbox.landed(entry);
}

/** A local board the server created: the entry, the board as sent, and the server's answer. */
interface CreatedBoard {
  entry: OutboxRecord;
  sent: Board;
  created: Board;
}

async function createBoard(entry: OutboxRecord, send: SendContext): Promise<CreatedBoard | undefined> {
  const toSend = await boardToSend(entry, send);
  if (!toSend) return undefined;
  const created = await send.requests.createBoard(toSend.body, send.context());
  return { entry, sent: toSend.board, created };
}

/**
 * Sends new boards in one request (POST /board/batch) and answers an outcome for each, adding the created
 * ones to `created`; none when the server cannot take them together (a server without the call, or a batch
 * it refuses as a whole), and then they go one by one, each with its own answer.
 */
async function createTogether(entries: readonly OutboxRecord[], created: CreatedBoard[], send: SendContext): Promise<Map<OutboxRecord, SendOutcome> | undefined> {
  const outcomes = new Map<OutboxRecord, SendOutcome>();
  const ready: { entry: OutboxRecord; board: Board; body: Board }[] = [];
  for (const entry of entries) {
    try {
      const toSend = await boardToSend(entry, send);
      if (toSend) ready.push({ entry, ...toSend });
      else outcomes.set(entry, { kind: 'sent' });
    } catch (error) {
      outcomes.set(entry, await failed(entry, error, send));
    }
  }
  if (ready.length === 0) return outcomes;
  let results;
  try {
    results = await send.requests.createBoards(ready.map(({ body }) => body), send.context());
  } catch (error) {
    if (isApiError(error) && error.kind === 'http' && [400, 404, 405, 413].includes(error.status)) return undefined;
    for (const { entry } of ready) outcomes.set(entry, await failed(entry, error, send));
    return outcomes;
  }
  if (!send.isCurrent()) return new Map(entries.map((entry) => [entry, { kind: 'stop' }]));
  for (const [index, { entry, board }] of ready.entries()) {
    const result = results[index];
    if (result?.board) {
      created.push({ entry, sent: board, created: result.board });
      outcomes.set(entry, { kind: 'sent' });
    } else {
      const status = result?.status ?? 500;
      outcomes.set(entry, await failed(entry, new ApiError('http', status, result?.message ?? 'No answer for this board'), send));
    }
  }
  return outcomes;
}

/**
 * Local boards were created on the server: they take their server ids everywhere, their queued entries and
 * kept versions follow, and what now names them is queued (spec 01 §4: the user's boards whose tiles point at
 * a server id are pushed, then unmarked; so are the communicators that list them).
 */
async function boardsCreated(done: readonly CreatedBoard[], send: SendContext): Promise<void> {
  const { store, db, outbox, userEmail } = send;
  const before = store.getState().board.boards;
  send.applyRemote(() => store.dispatch(boardIdReplaced({ replaced: done.map(({ sent, created }) => ({ previousId: sent.id, board: created })), userEmail })));
  const state = store.getState();
  // Still to send, now under the server id: an edit made while the create was on its way, and folder tiles
  // that opened a board created alongside and now name its server id.
  const changedOnItsWay = done.filter(({ sent, created }) => before[sent.id] !== sent || state.board.boards[created.id]?.tiles !== sent.tiles);
  const createdIds = new Set(done.map(({ created }) => created.id));
  await db.transaction('rw', [db.outbox, db.conflicts, db.meta], async () => {
    await outbox.landedRenamed('board', done.map(({ entry, created }) => ({ entry, nextId: created.id })));
    await renameConflicts(db, new Map(done.map(({ sent, created }) => [sent.id, created.id])));
    await outbox.addMany('board', changedOnItsWay.map(({ created }) => created.id).filter((id) => state.board.boards[id]));
    await syncBases.write(db, new Map(done.flatMap(({ sent, created }) => (sent.lastEdited ? [[created.id, sent.lastEdited] as const] : []))));
    await outbox.addMany('board', boardsToPush(Object.values(state.board.boards), userEmail).map((board) => board.id));
    const naming = Object.values(state.communicator.communicators).filter(
      (communicator) => createdIds.has(communicator.rootBoard) || communicator.boards.some((id) => createdIds.has(id)),
    );
    await outbox.addMany('communicator', naming.map((communicator) => communicator.id));
  });
  for (const { sent, created } of done) copyBuiltInParents(sent.id, created.id, send);
}

/**
 * A user's copy of a built-in board (same id) got its server id. Built-in boards that open it are not the
 * user's, so their folder tiles still name the old id: those boards become the user's copies, pointing at
 * the server id. A reserved one (the home board) is never overwritten: it becomes a copy with its own id that
 * the communicator's root and the history follow, as an edit of it would (commitBoard).
 */
function copyBuiltInParents(previousId: string, nextId: string, send: SendContext) {
  if (!builtInBoardsById.has(previousId)) return;
  const { store } = send;
  const now = new Date().toISOString();
  for (const parent of builtInBoardsById.values()) {
    const state = store.getState();
    if (state.board.boards[parent.id] || !parent.tiles.some((tile) => tile.loadBoard === previousId)) continue;
    const repointed: Board = { ...parent, tiles: parent.tiles.map((tile) => (tile.loadBoard === previousId ? { ...tile, loadBoard: nextId } : tile)) };
    if (!isReservedBoardId(parent.id)) {
      store.dispatch(boardSaved({ board: repointed, now }));
      continue;
    }
    // Only while it is still the root in use: a user with a home board of their own has it repointed already.
    const active = state.communicator.communicators[state.communicator.activeCommunicatorId];
    if (active?.rootBoard !== parent.id) continue;
    store.dispatch(reservedBoardCopied({ previousId: parent.id, board: { ...repointed, id: newLocalId() }, now }));
  }
}

async function sendDeletion(entry: OutboxRecord, send: SendContext): Promise<void> {
  try {
    await send.requests.deleteBoard(entry.recordId, send.context());
  } catch (error) {
    if (statusOf(error) !== 404) throw error; // already gone: that is what was wanted
  }
  await send.outbox.landed(entry);
}

async function sendCommunicator(entry: OutboxRecord, send: SendContext): Promise<void> {
  const { store, requests, outbox } = send;
  const communicator = store.getState().communicator.communicators[entry.recordId];
  if (!communicator) {
    await outbox.landed(entry);
    return;
  }
  // Boards not yet on the server are sent first (they are ahead in the queue); local ids left here are ones
  // the server cannot know, such as built-in boards, and stay as they are.
  const context = send.context();
  if (!isLocalBoardId(communicator.id) && communicator.id !== DEFAULT_COMMUNICATOR_ID) {
    await requests.updateCommunicator(communicator, context);
    await outbox.landed(entry);
    return;
  }
  const created = await requests.createCommunicator(communicator, context);
  if (!send.isCurrent()) return;
  const current = store.getState().communicator.communicators[communicator.id] ?? communicator;
  send.applyRemote(() => store.dispatch(communicatorIdReplaced({ previousId: communicator.id, communicator: { ...current, id: created.id, email: created.email, author: created.author } })));
  await outbox.landed(entry);
  await outbox.renamed('communicator', communicator.id, created.id);
}

/**
 * The settings that follow the user (spec 01 §4: display, navigation, language, speech pitch and rate, scanning);
 * the voice and volume stay this device's, as voices differ from device to device.
 */
async function sendSettings(entry: OutboxRecord, send: SendContext): Promise<void> {
  const { settings, language } = send.store.getState();
  const { display, navigation, scanning, speech } = settings;
  await send.requests.saveSettings({ display, navigation, scanning, language: { lang: language.lang }, speech: { pitch: speech.pitch, rate: speech.rate } as Settings['speech'] }, send.context());
  await send.outbox.landed(entry);
}

/** The board was deleted on another device: it goes here too, and this device's unsent version is kept. */
async function boardGone(boardId: string, send: SendContext): Promise<void> {
  const board = send.store.getState().board.boards[boardId];
  if (board) await keepConflict(send.db, board, 'deleted', Date.now());
  send.applyRemote(() => send.store.dispatch(remoteBoardsMerged({ boards: [], deletedIds: [boardId] })));
  send.store.dispatch(notificationShown({ message: syncNotices.deletedElsewhere, kind: 'warning' }));
}
