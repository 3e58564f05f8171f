import {
  BoardBatchResultSchema,
  BoardBatchUpdateResultSchema,
  BoardListSchema,
  BoardSchema,
  BoardVersionsSchema,
  CommunicatorListSchema,
  CommunicatorSchema,
  CreatedCommunicatorSchema,
  DeletedBoardSchema,
  DeletedBoardsSchema,
  FULL_FETCH_LIMIT,
  PhraseHistorySchema,
  VersionedSettingsSchema,
  type AnswerSchema,
  type Board,
  type Communicator,
  type PagedList,
  type PhraseHistorySave,
  type Settings,
} from '@tessera/core';
import { requestJson, type RequestContext } from '../lib/api/request-json';

/** The settings that follow the user from device to device, as sent (the answer is all of them, with their version). */
export type SyncedSettings = Pick<Settings, 'display' | 'navigation' | 'scanning' | 'language'> & {
  speech: Pick<Settings['speech'], 'voiceURI' | 'pitch' | 'rate'>;
};

const pathEmail = (email: string) => encodeURIComponent(email);
const boardPath = (id: string) => `/board/${encodeURIComponent(id)}`;

async function fetchAllPages<T>(path: string, schema: AnswerSchema<PagedList<T>>, context: RequestContext): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page += 1) {
    const list = await requestJson({ path, query: { page, limit: FULL_FETCH_LIMIT } }, schema, context);
    all.push(...list.data);
    if (list.data.length === 0 || all.length >= list.total) return all;
  }
}

/**
 * The calls of spec 01 §7 that keep this device's boards, communicators and settings in step with the account,
 * with the versions of issue 11: a write names the version it is based on (`version`; 0 for a create) and a stale
 * one is refused with 409, the current record in the answer (ApiError.body, read with conflictIn). Every answer is
 * checked with core's schema of it, the one the server's route declares.
 */
export const syncRequests = {
  myBoards: (email: string, context: RequestContext) => fetchAllPages<Board>(`/board/byemail/${pathEmail(email)}`, BoardListSchema, context),
  board: (id: string, context: RequestContext) => requestJson({ path: boardPath(id) }, BoardSchema, context),
  deletedBoards: (since: string | undefined, context: RequestContext) =>
    requestJson({ path: '/board/deleted', query: { since } }, DeletedBoardsSchema, context),
  /** POST /board with the local id and `version: 0`: a board of the same origin the account already has comes back as 409. */
  createBoard: (board: Board, context: RequestContext) => requestJson({ path: '/board', method: 'POST', body: board }, BoardSchema, context),
  /**
   * POST /board/batch (this server's own call, not in spec 01 §7): creates up to 100 boards in one request, each
   * answered as POST /board would answer it. A server without it answers 404, and the boards go one by one.
   */
  createBoards: async (boards: readonly Board[], context: RequestContext) =>
    (await requestJson({ path: '/board/batch', method: 'POST', body: { boards } }, BoardBatchResultSchema, context)).results,
  updateBoard: (board: Board, context: RequestContext) => requestJson({ path: boardPath(board.id), method: 'PUT', body: board }, BoardSchema, context),
  /** PUT /board/batch (this server's own call): up to 100 updates in one request, each answered as PUT /board/:id would. */
  updateBoards: async (boards: readonly Board[], context: RequestContext) =>
    (await requestJson({ path: '/board/batch', method: 'PUT', body: { boards } }, BoardBatchUpdateResultSchema, context)).results,
  deleteBoard: (id: string, context: RequestContext) => requestJson({ path: boardPath(id), method: 'DELETE' }, DeletedBoardSchema, context),
  boardVersions: async (id: string, context: RequestContext) => (await requestJson({ path: `${boardPath(id)}/versions` }, BoardVersionsSchema, context)).data,
  boardVersion: (id: string, version: number, context: RequestContext) => requestJson({ path: `${boardPath(id)}/versions/${version}` }, BoardSchema, context),
  myCommunicators: (email: string, context: RequestContext) =>
    fetchAllPages<Communicator>(`/communicator/byemail/${pathEmail(email)}`, CommunicatorListSchema, context),
  createCommunicator: async (communicator: Communicator, context: RequestContext) =>
    (await requestJson({ path: '/communicator', method: 'POST', body: communicator }, CreatedCommunicatorSchema, context)).communicator,
  updateCommunicator: (communicator: Communicator, context: RequestContext) =>
    requestJson({ path: `/communicator/${encodeURIComponent(communicator.id)}`, method: 'PUT', body: communicator }, CommunicatorSchema, context),
  settings: (context: RequestContext) => requestJson({ path: '/settings' }, VersionedSettingsSchema, context),
  /** POST /settings with the sections that follow the user from device to device, and the version they are based on. */
  saveSettings: (settings: SyncedSettings & { version?: number }, context: RequestContext) =>
    requestJson({ path: '/settings', method: 'POST', body: settings }, VersionedSettingsSchema, context),
  /** GET /phrases (this server's own call, issue 31): the account's phrase history. */
  phraseHistory: (context: RequestContext) => requestJson({ path: '/phrases' }, PhraseHistorySchema, context),
  /** POST /phrases: this device's unsent phrases and last clear, merged into the account's; answers the whole history. */
  savePhraseHistory: (save: PhraseHistorySave, context: RequestContext) =>
    requestJson({ path: '/phrases', method: 'POST', body: save }, PhraseHistorySchema, context),
};

export type SyncRequests = typeof syncRequests;
