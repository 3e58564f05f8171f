import { describe, expect, it } from 'vitest';
import { dwellDueAt, dwellOver, dwellProgress, dwellTick, idleDwell, type DwellState } from './dwell.ts';

type Step = { over?: string | null; at: number };

/** Runs pointer positions and clock ticks; returns the selections and the progress seen at each step. */
function run(steps: Step[], dwellTime = 1000) {
  let state: DwellState = idleDwell;
  const selected: string[] = [];
  const progress: number[] = [];
  for (const step of steps) {
    if (step.over !== undefined) state = dwellOver(state, step.over, step.at);
    const result = dwellTick(state, step.at, dwellTime);
    state = result.state;
    if (result.selected) selected.push(result.selected);
    progress.push(dwellProgress(state, step.at, dwellTime));
  }
  return { selected, progress, state };
}

const cases: { name: string; steps: Step[]; dwellTime?: number; selected: string[]; progress?: number[] }[] = [
  {
    name: 'resting the whole time selects, once',
    steps: [{ over: 'a', at: 0 }, { at: 500 }, { at: 1000 }, { at: 3000 }],
    selected: ['a'],
    progress: [0, 0.5, 0, 0],
  },
  { name: 'not before the time', steps: [{ over: 'a', at: 0 }, { at: 999 }], selected: [], progress: [0, 0.999] },
  { name: 'moving within the same target keeps the rest going', steps: [{ over: 'a', at: 0 }, { over: 'a', at: 600 }, { at: 1000 }], selected: ['a'] },
  {
    name: 'leaving before the time starts over',
    steps: [{ over: 'a', at: 0 }, { over: null, at: 800 }, { over: 'a', at: 900 }, { at: 1800 }, { at: 1900 }],
    selected: ['a'],
    progress: [0, 0, 0, 0.9, 0],
  },
  { name: 'another target starts its own rest', steps: [{ over: 'a', at: 0 }, { over: 'b', at: 700 }, { at: 1200 }, { at: 1700 }], selected: ['b'] },
  {
    name: 'leaving and coming back selects again',
    steps: [{ over: 'a', at: 0 }, { at: 1000 }, { over: null, at: 1100 }, { over: 'a', at: 1200 }, { at: 2200 }],
    selected: ['a', 'a'],
  },
  { name: 'a long dwell time (3 s)', steps: [{ over: 'a', at: 0 }, { at: 2500 }, { at: 3000 }], dwellTime: 3000, selected: ['a'] },
  { name: 'a short dwell time (0.5 s)', steps: [{ over: 'a', at: 0 }, { at: 499 }, { at: 500 }], dwellTime: 500, selected: ['a'] },
  { name: 'nothing under the pointer selects nothing', steps: [{ over: null, at: 0 }, { at: 5000 }], selected: [], progress: [0, 0] },
];

describe('dwell selection', () => {
  for (const { name, steps, dwellTime, selected, progress } of cases) {
    it(name, () => {
      const result = run(steps, dwellTime);
      expect(result.selected).toEqual(selected);
      if (progress) expect(result.progress).toEqual(progress);
    });
  }

  it('says when the rest will select, and nothing once fired', () => {
    const resting = dwellOver(idleDwell, 'a', 100);
    expect(dwellDueAt(resting, 1500)).toBe(1600);
    expect(dwellDueAt(dwellTick(resting, 1600, 1500).state, 1500)).toBeNull();
    expect(dwellDueAt(idleDwell, 1500)).toBeNull();
  });
});
