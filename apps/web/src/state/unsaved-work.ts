import type { Board, Communicator } from '@tessera/core';
import type { RootState } from './store';

type Records<T> = Readonly<Record<string, T>>;

/** What the saver watches: the work itself, and the settings that follow a signed-in user (only queued, never saved here). */
const watched = (state: RootState) => [
  state.board.boards,
  state.communicator.communicators,
  state.communicator.activeCommunicatorId,
  state.settings.display,
  state.settings.navigation,
  state.settings.scanning,
  state.settings.speech.pitch,
  state.settings.speech.rate,
  state.settings.speech.voiceURI,
  state.language.lang,
];
const SETTINGS_FROM = 3;
const changedAt = (a: RootState, b: RootState, from = 0, to = Number.POSITIVE_INFINITY) =>
  watched(a).some((value, index) => index >= from && index < to && value !== watched(b)[index]);

/** Whether anything the saver watches differs between two states. */
export const workChanged = (a: RootState, b: RootState): boolean => changedAt(a, b);

/** A record edited on this device since the last save: as it was before the first such edit, and as it is now. */
export interface EditedRecord<T> {
  before: T | undefined;
  after: T | undefined;
}

/** The edits of one save, for the account's queue (sync/): which records changed on this device, and whether the settings did. */
export interface EditedWork {
  boards: ReadonlyMap<string, EditedRecord<Board>>;
  communicators: ReadonlyMap<string, EditedRecord<Communicator>>;
  settings: boolean;
}

/** What one save writes: the records that changed (by id; a missing one is deleted), the active communicator, the edits among them. */
export interface UnsavedBatch {
  boardIds: string[];
  communicatorIds: string[];
  active: boolean;
  edits: EditedWork;
}

/** Ids whose record differs between two snapshots (added, changed or removed). */
function changedIds<T>(before: Records<T>, after: Records<T>): string[] {
  if (before === after) return [];
  const ids: string[] = [];
  for (const id of Object.keys(after)) if (after[id] !== before[id]) ids.push(id);
  for (const id of Object.keys(before)) if (!(id in after)) ids.push(id);
  return ids;
}

/** Notes an edit, keeping the record as it was before the first edit since the last save. */
function noteEdit<T>(edits: Map<string, EditedRecord<T>>, id: string, before: T | undefined, after: T | undefined) {
  const earlier = edits.get(id);
  edits.set(id, { before: earlier ? earlier.before : before, after });
}

/**
 * What changed since the last save, from the states before and after each change: which records to write, and which
 * of them were edits on this device (the server's answers are written, never queued). `writeAll` marks everything in
 * `start`. A batch whose write failed is put back, under what changed since.
 */
export function createUnsavedWork(start: RootState, writeAll: boolean) {
  const boards = new Set<string>(writeAll ? Object.keys(start.board.boards) : []);
  const communicators = new Set<string>(writeAll ? Object.keys(start.communicator.communicators) : []);
  let active = writeAll;
  let boardEdits = new Map<string, EditedRecord<Board>>();
  let communicatorEdits = new Map<string, EditedRecord<Communicator>>();
  let settingsEdited = false;

  return {
    note(origin: 'edit' | 'server', before: RootState, after: RootState) {
      for (const id of changedIds(before.board.boards, after.board.boards)) {
        boards.add(id);
        if (origin === 'edit') noteEdit(boardEdits, id, before.board.boards[id], after.board.boards[id]);
      }
      for (const id of changedIds(before.communicator.communicators, after.communicator.communicators)) {
        communicators.add(id);
        if (origin === 'edit') noteEdit(communicatorEdits, id, before.communicator.communicators[id], after.communicator.communicators[id]);
      }
      active ||= before.communicator.activeCommunicatorId !== after.communicator.activeCommunicatorId;
      if (origin === 'edit' && changedAt(before, after, SETTINGS_FROM)) settingsEdited = true;
    },
    /** Everything noted so far, which is no longer noted. */
    take(): UnsavedBatch {
      const batch = {
        boardIds: [...boards],
        communicatorIds: [...communicators],
        active,
        edits: { boards: boardEdits, communicators: communicatorEdits, settings: settingsEdited },
      };
      boards.clear();
      communicators.clear();
      active = false;
      boardEdits = new Map();
      communicatorEdits = new Map();
      settingsEdited = false;
      return batch;
    },
    /** A batch that was not written is noted again (an edit noted since keeps its newer `after`). */
    putBack({ boardIds, communicatorIds, active: wasActive, edits }: UnsavedBatch) {
      boardIds.forEach((id) => boards.add(id));
      communicatorIds.forEach((id) => communicators.add(id));
      active ||= wasActive;
      edits.boards.forEach((edit, id) => noteEdit(boardEdits, id, edit.before, boardEdits.get(id)?.after ?? edit.after));
      edits.communicators.forEach((edit, id) => noteEdit(communicatorEdits, id, edit.before, communicatorEdits.get(id)?.after ?? edit.after));
      settingsEdited ||= edits.settings;
    },
  };
}
