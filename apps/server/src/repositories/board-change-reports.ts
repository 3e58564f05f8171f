/** A board written or deleted (its id), or boards that cannot be named one by one (null: a deleted account's). */
export type BoardChangeListener = (id: string | null) => void;

/**
 * Writes to `boards`, reported by the repositories once committed and before the write's own answer is sent, so that
 * whatever keeps answers made of boards (src/answers) never serves this instance's own client the board it replaced.
 */
export function createBoardChangeReports() {
  const listeners = new Set<BoardChangeListener>();
  return {
    report(id: string | null): void {
      for (const listener of listeners) listener(id);
    },
    /** Answers the function that stops listening. */
    listen(listener: BoardChangeListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type BoardChangeReports = ReturnType<typeof createBoardChangeReports>;
