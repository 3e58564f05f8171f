/**
 * Dwell selection, for eye gaze and head pointers: a pointer resting on a target for the dwell time selects it,
 * once; it must leave the target before it can select it again. Times in milliseconds.
 */
export type DwellState = {
  /** The target under the pointer, or null. */
  target: string | null;
  /** When the pointer came onto it. */
  since: number;
  /** It was selected already during this stay. */
  fired: boolean;
};

export const idleDwell: DwellState = { target: null, since: 0, fired: false };

/** The pointer is over `target` (null: over nothing selectable) at `at`; staying on the same target changes nothing. */
export const dwellOver = (state: DwellState, target: string | null, at: number): DwellState =>
  target === state.target ? state : { target, since: at, fired: false };

/** How far the rest on the target has come, 0 to 1; 0 when there is no target or it has fired. */
export function dwellProgress(state: DwellState, at: number, dwellTime: number): number {
  if (state.target === null || state.fired) return 0;
  return Math.min(1, Math.max(0, (at - state.since) / dwellTime));
}

/** When the current rest will select its target; null when nothing is waiting. */
export const dwellDueAt = (state: DwellState, dwellTime: number): number | null => (state.target === null || state.fired ? null : state.since + dwellTime);

/** The clock at `at`: the target, once the pointer has rested on it for `dwellTime`, is selected (once). */
export function dwellTick(state: DwellState, at: number, dwellTime: number): { state: DwellState; selected?: string } {
  const due = dwellDueAt(state, dwellTime);
  if (due === null || at < due || state.target === null) return { state };
  return { state: { ...state, fired: true }, selected: state.target };
}
