import { readBoardHistoryEntry } from '@tessera/core';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { selectActiveBoardId } from '../../state/board-slice';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { offerBoardCopy } from '../../state/others-boards';

/**
 * Spec 01 §4: someone else's public board opened by its address from outside the app (a shared link, a bookmark, a
 * typed address) is offered as a copy, once, as soon as the board is on screen (one fetched from the server only once
 * it has come). A board opened within the app (from the communicator's lists, a folder) is shown without a dialog
 * over it: the user is looking through boards, and the copy is offered when they try to change one.
 */
export function useCopyOffer(routeId: string | undefined): void {
  const dispatch = useAppDispatch();
  const location = useLocation();
  // The page was loaded at this address: the browser's entry is not one the app wrote.
  const fromOutside = useNavigationType() === 'POP' && readBoardHistoryEntry(location.state) === undefined;
  const activeId = useAppSelector(selectActiveBoardId);
  /** The board opened from outside, until it is on screen or the user goes elsewhere. */
  const awaited = useRef<string | null>(null);
  const seenKey = useRef<string | null>(null);
  const offered = useRef(new Set<string>());

  useEffect(() => {
    if (seenKey.current !== location.key) {
      seenKey.current = location.key;
      if (fromOutside && routeId !== undefined) awaited.current = routeId;
    }
    const id = awaited.current;
    if (id === null || activeId !== id) {
      // Elsewhere before it came (another board chosen, the board not to be had): nothing is offered later.
      if (id !== null && routeId !== id) awaited.current = null;
      return;
    }
    awaited.current = null;
    if (offered.current.has(id)) return;
    offered.current.add(id);
    dispatch(offerBoardCopy(id, 'open'));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, activeId]);
}
