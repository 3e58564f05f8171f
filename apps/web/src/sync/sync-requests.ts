import { FULL_FETCH_LIMIT, type Board, type Communicator, type PagedList, type Settings } from '@tessera/core';
import { requestJson, type RequestContext } from '../lib/api/request-json';

export interface DeletedBoards {
  data: { id: string; deletedAt: string }[];
  serverTime: string;
}

/** One board's answer in a batch: as POST /board or PUT /board/:id would answer it alone (201, 200, 404, 409 with the board to merge with, 410). */
export interface BatchCreateResult {
  status: number;
  board?: Board;
  message?: string;
}

/** The settings that follow the user from device to device, as sent and as answered (with the version they are at). */
export type SyncedSettings = Pick<Settings, 'display' | 'navigation' | 'scanning' | 'language'> & { speech: Pick<Settings['speech'], 'voiceURI' | 'pitch' | 'rate'> };
export type VersionedSettings = Settings & { version: number };

/** An earlier version of a board, as the account's history lists it. */
export interface BoardVersionSummary {
  version: number;
  replacedAt: string;
  device: string | null;
  reason: 'replaced' | 'overwritten';
  name: string;
  tileCount: number;
}

const pathEmail = (email: string) => encodeURIComponent(email);
const boardPath = (id: string) => `/board/${encodeURIComponent(id)}`;

async function fetchAllPages<T>(path: string, context: RequestContext): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page += 1) {
    const list = await requestJson<PagedList<T>>({ path, query: { page, limit: FULL_FETCH_LIMIT } }, context);
    all.push(...list.data);
    if (list.data.length === 0 || all.length >= list.total) return all;
  }
}

/**
 * The calls of spec 01 §7 that keep this device's boards, communicators and settings in step with the account,
 * with the versions of issue 11: a write names the version it is based on (`version`; 0 for a create) and a stale
 * one is refused with 409, the current record in the answer (ApiError.body).
 */
export const syncRequests = {
  myBoards: (email: string, context: RequestContext) => fetchAllPages<Board>(`/board/byemail/${pathEmail(email)}`, context),
  board: (id: string, context: RequestContext) => requestJson<Board>({ path: boardPath(id) }, context),
  deletedBoards: (since: string | undefined, context: RequestContext) =>
    requestJson<DeletedBoards>({ path: '/board/deleted', query: { since } }, context),
  /** POST /board with the local id and `version: 0`: a board of the same origin the account already has comes back as 409. */
  createBoard: (board: Board, context: RequestContext) => requestJson<Board>({ path: '/board', method: 'POST', body: board }, context),
  /**
   * POST /board/batch (this server's own call, not in spec 01 §7): creates up to 100 boards in one request, each
   * answered as POST /board would answer it. A server without it answers 404, and the boards go one by one.
   */
  createBoards: async (boards: readonly Board[], context: RequestContext) =>
    (await requestJson<{ results: BatchCreateResult[] }>({ path: '/board/batch', method: 'POST', body: { boards } }, context)).results,
  updateBoard: (board: Board, context: RequestContext) => requestJson<Board>({ path: boardPath(board.id), method: 'PUT', body: board }, context),
  /** PUT /board/batch (this server's own call): up to 100 updates in one request, each answered as PUT /board/:id would. */
  updateBoards: async (boards: readonly Board[], context: RequestContext) =>
    (await requestJson<{ results: BatchCreateResult[] }>({ path: '/board/batch', method: 'PUT', body: { boards } }, context)).results,
  deleteBoard: (id: string, context: RequestContext) => requestJson<{ id: string; deletedAt: string }>({ path: boardPath(id), method: 'DELETE' }, context),
  boardVersions: async (id: string, context: RequestContext) => (await requestJson<{ data: BoardVersionSummary[] }>({ path: `${boardPath(id)}/versions` }, context)).data,
  boardVersion: (id: string, version: number, context: RequestContext) => requestJson<Board>({ path: `${boardPath(id)}/versions/${version}` }, context),
  myCommunicators: (email: string, context: RequestContext) =>
    fetchAllPages<Communicator>(`/communicator/byemail/${pathEmail(email)}`, context),
  createCommunicator: async (communicator: Communicator, context: RequestContext) =>
    (await requestJson<{ communicator: Communicator }>({ path: '/communicator', method: 'POST', body: communicator }, context)).communicator,
  updateCommunicator: (communicator: Communicator, context: RequestContext) =>
    requestJson<Communicator>({ path: `/communicator/${encodeURIComponent(communicator.id)}`, method: 'PUT', body: communicator }, context),
  settings: (context: RequestContext) => requestJson<VersionedSettings>({ path: '/settings' }, context),
  /** POST /settings with the sections that follow the user from device to device, and the version they are based on. */
  saveSettings: (settings: SyncedSettings & { version?: number }, context: RequestContext) =>
    requestJson<VersionedSettings>({ path: '/settings', method: 'POST', body: settings }, context),
};

export type SyncRequests = typeof syncRequests;
