import { useEffect } from 'react';
import { useAppDispatch, useAppStore } from '../../state/hooks';
import { editActions } from './edit-actions';

const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) || target.closest('[role="dialog"]') !== null);

/** Keyboard shortcuts of the edit actions (Ctrl+A, Ctrl+C, Ctrl+V, Delete, Ctrl+Z), never while typing or in a dialog. */
export function useEditShortcuts(): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || typingIn(event.target)) return;
      const state = store.getState();
      const action = Object.values(editActions).find((candidate) => candidate.keyTest?.(event) && candidate.enabled(state));
      if (!action) return;
      event.preventDefault();
      action.perform(dispatch, state);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [dispatch, store]);
}
