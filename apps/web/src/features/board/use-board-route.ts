import { browserHistoryStep, isLocalBoardId, readBoardHistoryEntry, type BoardHistoryEntry, type BrowserArrival, type BrowserHistoryStep } from '@tessera/core';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType, type NavigateFunction } from 'react-router';
import {
  boardChanged,
  boardOnScreenReplaced,
  navigationRestored,
  selectActiveBoardId,
  selectBoardById,
  selectNavHistory,
  selectResolvedBoardId,
} from '../../state/board-slice';
import { useAppDispatch, useAppSelector, useAppStore } from '../../state/hooks';
import { fetchBoardById } from '../../state/remote-board';

export const boardPath = (id: string) => `/board/${encodeURIComponent(id)}`;

const ARRIVALS = { POP: 'pop', PUSH: 'push', REPLACE: 'replace' } as const satisfies Record<string, BrowserArrival>;

/**
 * Keeps the route, the board history of the store and the browser's history in step (spec 01 §2), so the browser's
 * and Android's Back do what Go back does and leave the app only from the first board (core's browser-history).
 * - An address the app did not write (a link, a bookmark, a typed address) opens that board on top of the board
 *   history, or the root board when there is no such board.
 * - The browser's Back or Forward to an entry of the app brings back the board history that entry showed.
 * - When the board history changes in the store (a folder, Go back, Home, a new id), the browser follows after the
 *   next paint: a pushed entry per board opened, its own Back for boards left, a replaced entry for a new id.
 */
export function useBoardRoute(routeId: string | undefined): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const location = useLocation();
  const arrival = ARRIVALS[useNavigationType()];
  const resolvedId = useAppSelector((state) => selectResolvedBoardId(state, routeId));
  const activeId = useAppSelector(selectActiveBoardId);
  const navHistory = useAppSelector(selectNavHistory);
  const isHere = useAppSelector((state) => routeId !== undefined && selectBoardById(state, routeId) !== undefined);
  // A server id this device does not hold (a shared link) is fetched first; the root board waits until then.
  const [fetching, setFetching] = useState<string | null>(null);
  const tried = useRef(new Set<string>());
  const answered = useRef(new Set<string>());
  /** The board the address opened when the route was last acted on. */
  const settledId = useRef<string | undefined>(undefined);
  /** The browser entry the route was last acted on; the store leads until the browser moves to another. */
  const handledKey = useRef<string | null>(null);
  /** The entry the app went Back from, until the browser arrives at the one beneath. */
  const backFrom = useRef<string | null>(null);
  /** The app's record on the last entry of its own the browser showed. */
  const previous = useRef<BoardHistoryEntry | undefined>(undefined);
  /** The board history as the screen was first drawn, to tell whether the user moved before the route was read. */
  const firstHistory = useRef(navHistory);

  useEffect(() => {
    if (routeId === undefined || isHere || isLocalBoardId(routeId) || tried.current.has(routeId)) return;
    tried.current.add(routeId);
    setFetching(routeId);
    void dispatch(fetchBoardById(routeId)).finally(() => {
      answered.current.add(routeId);
      setFetching((current) => (current === routeId ? null : current));
    });
  }, [dispatch, routeId, isHere]);

  useEffect(() => {
    if (resolvedId === undefined || (fetching !== null && fetching === routeId)) return;
    // The fetch above may have started in this same commit, before `fetching` says so: wait for its answer.
    if (routeId !== undefined && tried.current.has(routeId) && !answered.current.has(routeId)) return;
    const before = settledId.current;
    settledId.current = resolvedId;
    if (handledKey.current === location.key) {
      // The address now opens another board than the one on screen (the account's copy of a built-in board arrived,
      // the communicator's root changed on another device): that board takes its place, and the address follows.
      if (before !== undefined && before !== resolvedId) dispatch(boardOnScreenReplaced({ previousId: before, nextId: resolvedId }));
      return;
    }
    const first = handledKey.current === null;
    handledKey.current = location.key;
    // A tap on the saved copy of the board, carried over as the app took over, opened a board before the address
    // was read (a reload of / keeps its entry): the user's tap wins, and the browser follows the store below.
    if (first && selectNavHistory(store.getState()) !== firstHistory.current) return;
    const entry = readBoardHistoryEntry(location.state);
    const ownBack = arrival === 'pop' && backFrom.current !== null;
    if (arrival === 'pop') backFrom.current = null;
    // An entry the app wrote: the store led there (what still differs is set right below), unless the user's Back
    // or Forward brought it back.
    if (entry) {
      if (arrival === 'pop' && !ownBack) dispatch(navigationRestored({ trail: entry.trail, boardId: resolvedId }));
      return;
    }
    if (resolvedId !== activeId) dispatch(boardChanged(resolvedId));
    // A new route is the only reason to act here; changes in the store are followed below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, resolvedId, fetching]);

  useEffect(() => {
    // The route is not settled yet (its board is on its way), or the browser is still going Back.
    if (handledKey.current !== location.key || backFrom.current === location.key) return;
    const entry = readBoardHistoryEntry(location.state);
    const step = browserHistoryStep({ entry, arrival, previous: previous.current }, navHistory);
    if (entry) previous.current = entry;
    if (step.kind === 'stay') return;
    // The address follows once the new board is on screen: a route change renders the whole screen again, and that
    // must not stand between a tap on a folder and the board it opens.
    const home = routeId === undefined && navHistory.length === 1 && navHistory[0] === resolvedId ? location.pathname + location.search : null;
    return afterNextPaint(() => {
      // The store moved on before this frame (the screen renders again and this step is worked out anew).
      if (selectNavHistory(store.getState()) !== navHistory) return;
      if (step.kind === 'back') backFrom.current = location.key;
      void follow(navigate, step, home);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [navHistory, location.key, fetching]);
}

/** Writes a step into the browser's history; an entry replaced at / (`home`) stays there when it shows the root board. */
async function follow(navigate: NavigateFunction, step: Exclude<BrowserHistoryStep, { kind: 'stay' }>, home: string | null): Promise<void> {
  const path = (entry: BoardHistoryEntry) => boardPath(entry.trail[entry.trail.length - 1] as string);
  const write = (entry: BoardHistoryEntry, replace: boolean) => navigate(replace && home !== null ? home : path(entry), { replace, state: entry });
  switch (step.kind) {
    case 'back':
      return navigate(-step.steps);
    case 'replace':
      return write(step.entry, true);
    case 'push':
    case 'rebuild':
      // One after the other: a navigation started before the last one finished would cut it short.
      for (const [index, entry] of step.entries.entries()) await write(entry, step.kind === 'rebuild' && index === 0);
  }
}

/** Runs `task` after the next frame is painted; the returned function cancels it. */
function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => (timer = setTimeout(task, 0))) : undefined;
  if (frame === undefined) timer = setTimeout(task, 0);
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
