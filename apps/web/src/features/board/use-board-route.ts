import { isLocalBoardId } from '@tessera/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { boardChanged, selectActiveBoardId, selectBoardById, selectResolvedBoardId } from '../../state/board-slice';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { offerBoardCopy } from '../../state/others-boards';
import { fetchBoardById } from '../../state/remote-board';

export const boardPath = (id: string) => `/board/${encodeURIComponent(id)}`;

/**
 * Keeps the route and the active board in step (spec 01 §2). The route wins when it changes: /board/:id opens
 * that board, or the root board when there is no such board, and the URL is replaced with the id shown.
 * When the active board changes in the store (a folder, Back, Home), the URL follows after the next paint,
 * replacing the entry so the browser's history does not pile up a second board history.
 */
export function useBoardRoute(routeId: string | undefined): void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const resolvedId = useAppSelector((state) => selectResolvedBoardId(state, routeId));
  const activeId = useAppSelector(selectActiveBoardId);
  const previousActive = useRef(activeId);
  const isHere = useAppSelector((state) => routeId !== undefined && selectBoardById(state, routeId) !== undefined);
  // A server id this device does not hold (a shared link) is fetched first; the root board waits until then.
  const [fetching, setFetching] = useState<string | null>(null);
  const tried = useRef(new Set<string>());
  const answered = useRef(new Set<string>());
  const offered = useRef(new Set<string>());

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
    // The board open at this address got its server id (or went away) and the store moved the active board with
    // it: the address follows the store (below). Falling back to the root board here threw the user out of a new
    // folder the moment its first sync answered.
    if (routeId !== undefined && routeId === previousActive.current && activeId !== routeId && routeId !== resolvedId) return;
    if (resolvedId !== activeId) dispatch(boardChanged(resolvedId));
    if (routeId !== undefined && routeId !== resolvedId) void navigate(boardPath(resolvedId), { replace: true });
    // A new route is the only reason to act here; changes in the store are followed below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [routeId, resolvedId, fetching]);

  // Spec 01 §4: someone else's public board opened by its address (a link, a list) is offered as a copy, once.
  useEffect(() => {
    if (routeId === undefined || activeId !== routeId || offered.current.has(routeId)) return;
    offered.current.add(routeId);
    dispatch(offerBoardCopy(routeId, 'open'));
  }, [dispatch, routeId, activeId]);

  useEffect(() => {
    if (activeId === previousActive.current) return;
    previousActive.current = activeId;
    if (activeId === (routeId ?? resolvedId)) return;
    // The URL follows once the new board is on screen: a route change renders the whole screen again, and that
    // must not stand between a tap on a folder and the board it opens.
    return afterNextPaint(() => void navigate(boardPath(activeId), { replace: true }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeId]);
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
