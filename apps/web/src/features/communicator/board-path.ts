import { boardShareUrl } from '@tessera/core';

/** The route of a board, /board/:id: opening a board from a list goes there (spec 01 §2), as a shared link does. */
export const boardPath = (boardId: string): string => boardShareUrl('', boardId);
