import { createAction } from '@reduxjs/toolkit';

/**
 * The server accepted a profile change (PUT /user/:id): the session's copy of the name follows it (see
 * state/auth-user.ts for why the session keeps the name). An action rather than an import so lib/ stays below state/.
 */
export const profileConfirmed = createAction<{ id: string; name: string }>('api/profileConfirmed');
