import type { Action, Reducer } from '@reduxjs/toolkit';
import { apiForbidden } from '../lib/api/session-token';
import { loggedOut } from './auth-slice';

// Spec 01 §4: logout resets the whole board state (boards, history, the sentence being built, its undo steps)
// and the communicators to their defaults. The slices start over from their initial states.
const RESET_ON_LOGOUT = ['board', 'communicator', 'output', 'undo', 'sync', 'usage'] as const;

const endsSession = (action: Action): boolean => loggedOut.match(action) || apiForbidden.match(action);

/** Wraps the root reducer so a logout (or a 403, which is one) hands the listed slices their initial state. */
export function resetOnLogout<R extends Reducer>(reducer: R): R {
  const wrapped = (state: Record<string, unknown> | undefined, action: Action) => {
    if (!state || !endsSession(action)) return reducer(state, action);
    const cleared: Record<string, unknown> = { ...state };
    for (const key of RESET_ON_LOGOUT) delete cleared[key];
    return reducer(cleared, action);
  };
  return wrapped as unknown as R;
}
