/** Ids of the core board and its linked boards; all shorter than 14 characters (local ids, spec 01 §4). */
export const CORE_BOARD_IDS = {
  root: 'core-root',
  people: 'core-people',
  actions: 'core-actions',
  describe: 'core-describe',
  categories: 'core-category',
} as const;
