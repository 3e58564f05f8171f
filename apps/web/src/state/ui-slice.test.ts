import { describe, expect, it } from 'vitest';
import { makeStore } from './store';
import {
  fullscreenChanged,
  lockPressed,
  selectIsFullscreen,
  selectIsLocked,
  selectIsSelecting,
  selectLastLockAnnouncement,
  selectModeToggled,
  selectSelectedTileIds,
  tileSelectionToggled,
} from './ui-slice';

const unlock = (store: ReturnType<typeof makeStore>, start = 0) => {
  for (const t of [0, 100, 200, 300]) store.dispatch(lockPressed({ now: start + t }));
};

describe('ui slice', () => {
  it('starts locked, not selecting, not fullscreen', () => {
    const state = makeStore().getState();
    expect(selectIsLocked(state)).toBe(true);
    expect(selectIsSelecting(state)).toBe(false);
    expect(selectSelectedTileIds(state)).toEqual([]);
    expect(selectIsFullscreen(state)).toBe(false);
  });

  it('unlocks on the fourth quick press and records what each press did', () => {
    const store = makeStore();
    store.dispatch(lockPressed({ now: 0 }));
    expect(selectLastLockAnnouncement(store.getState())).toEqual({ kind: 'remaining', remaining: 3, warning: true });
    store.dispatch(lockPressed({ now: 500 }));
    store.dispatch(lockPressed({ now: 1000 }));
    expect(selectIsLocked(store.getState())).toBe(true);
    store.dispatch(lockPressed({ now: 1500 }));
    expect(selectIsLocked(store.getState())).toBe(false);
    expect(selectLastLockAnnouncement(store.getState())).toEqual({ kind: 'unlocked' });
  });

  it('starts counting again after 2 s without a press', () => {
    const store = makeStore();
    store.dispatch(lockPressed({ now: 0 }));
    store.dispatch(lockPressed({ now: 1000 }));
    store.dispatch(lockPressed({ now: 3000 }));
    expect(selectLastLockAnnouncement(store.getState())).toEqual({ kind: 'remaining', remaining: 3, warning: true });
  });

  it('ignores presses for 1 s after unlocking, then a press locks', () => {
    const store = makeStore();
    unlock(store);
    store.dispatch(lockPressed({ now: 1299 }));
    expect(selectIsLocked(store.getState())).toBe(false);
    expect(selectLastLockAnnouncement(store.getState())).toEqual({ kind: 'ignored' });
    store.dispatch(lockPressed({ now: 1300 }));
    expect(selectIsLocked(store.getState())).toBe(true);
    expect(selectLastLockAnnouncement(store.getState())).toEqual({ kind: 'locked' });
  });

  it('clears the selection and leaves select mode when the lock toggles', () => {
    const store = makeStore();
    unlock(store);
    store.dispatch(selectModeToggled());
    store.dispatch(tileSelectionToggled('a'));
    store.dispatch(tileSelectionToggled('b'));
    expect(selectSelectedTileIds(store.getState())).toEqual(['a', 'b']);
    store.dispatch(lockPressed({ now: 5000 }));
    expect(selectSelectedTileIds(store.getState())).toEqual([]);
    expect(selectIsSelecting(store.getState())).toBe(false);
  });

  it('keeps the selection on a press that changes nothing', () => {
    const store = makeStore();
    store.dispatch(tileSelectionToggled('a'));
    store.dispatch(lockPressed({ now: 0 }));
    expect(selectSelectedTileIds(store.getState())).toEqual(['a']);
  });

  it('toggles a tile in and out of the selection, and select mode clears it', () => {
    const store = makeStore();
    store.dispatch(selectModeToggled());
    store.dispatch(tileSelectionToggled('a'));
    store.dispatch(tileSelectionToggled('a'));
    expect(selectSelectedTileIds(store.getState())).toEqual([]);
    store.dispatch(tileSelectionToggled('b'));
    store.dispatch(selectModeToggled());
    expect(selectIsSelecting(store.getState())).toBe(false);
    expect(selectSelectedTileIds(store.getState())).toEqual([]);
  });

  it('mirrors fullscreen', () => {
    const store = makeStore();
    store.dispatch(fullscreenChanged(true));
    expect(selectIsFullscreen(store.getState())).toBe(true);
  });
});
