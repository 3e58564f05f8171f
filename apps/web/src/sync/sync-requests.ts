import { FULL_FETCH_LIMIT, type Board, type Communicator, type PagedList, type Settings } from '@tessera/core';
import { requestJson, type RequestContext } from '../lib/api/request-json';

export interface DeletedBoards {
  data: { id: string; deletedAt: string }[];
  serverTime: string;
}

/** One board's answer in a batch create: 201 created, 200 a retried create, 410 deleted meanwhile. */
export interface BatchCreateResult {
  status: number;
  board?: Board;
  message?: string;
}

const pathEmail = (email: string) => encodeURIComponent(email);

async function fetchAllPages<T>(path: string, context: RequestContext): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page += 1) {
    const list = await requestJson<PagedList<T>>({ path, query: { page, limit: FULL_FETCH_LIMIT } }, context);
    all.push(...list.data);
    if (list.data.length === 0 || all.length >= list.total) return all;
  }
}

/** The calls of spec 01 §7 that keep this device's boards and communicators in step with the account. */
export const syncRequests = {
  myBoards: (email: string, context: RequestContext) => fetchAllPages<Board>(`/board/byemail/${pathEmail(email)}`, context),
  deletedBoards: (since: string | undefined, context: RequestContext) =>
    requestJson<DeletedBoards>({ path: '/board/deleted', query: { since } }, context),
  /** POST /board with the local id, so a retry of a create whose answer was lost gets the same board back. */
  createBoard: (board: Board, context: RequestContext) => requestJson<Board>({ path: '/board', method: 'POST', body: board }, context),
  /**
   * POST /board/batch (this server's own call, not in spec 01 §7): creates up to 100 boards in one request, each
   * answered as POST /board would answer it. A server without it answers 404, and the boards go one by one.
   */
  createBoards: async (boards: readonly Board[], context: RequestContext) =>
    (await requestJson<{ results: BatchCreateResult[] }>({ path: '/board/batch', method: 'POST', body: { boards } }, context)).results,
  updateBoard: (board: Board, context: RequestContext) =>
    requestJson<Board>({ path: `/board/${encodeURIComponent(board.id)}`, method: 'PUT', body: board }, context),
  deleteBoard: (id: string, context: RequestContext) =>
    requestJson<{ id: string; deletedAt: string }>({ path: `/board/${encodeURIComponent(id)}`, method: 'DELETE' }, context),
  myCommunicators: (email: string, context: RequestContext) =>
    fetchAllPages<Communicator>(`/communicator/byemail/${pathEmail(email)}`, context),
  createCommunicator: async (communicator: Communicator, context: RequestContext) =>
    (await requestJson<{ communicator: Communicator }>({ path: '/communicator', method: 'POST', body: communicator }, context)).communicator,
  updateCommunicator: (communicator: Communicator, context: RequestContext) =>
    requestJson<Communicator>({ path: `/communicator/${encodeURIComponent(communicator.id)}`, method: 'PUT', body: communicator }, context),
  /** POST /settings with the sections that follow the user from device to device. */
  saveSettings: (settings: Partial<Settings>, context: RequestContext) => requestJson<Settings>({ path: '/settings', method: 'POST', body: settings }, context),
};

export type SyncRequests = typeof syncRequests;
