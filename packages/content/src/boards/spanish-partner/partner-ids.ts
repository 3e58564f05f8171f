/** Ids of the partner's fixed Spanish boards; the root is one of the reserved built-in ids. */
export const PARTNER_BOARD_IDS = {
  root: 'partner-root',
  questions: 'partner-ask',
} as const;

export const SPANISH_LOCALE = 'es-ES';
