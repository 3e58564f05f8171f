import { useEffect } from 'react';
import { previousBoard } from '../../state/board-slice';
import { useAppDispatch } from '../../state/hooks';

/** Esc goes to the previous board (spec 01 §2), unless a dialog or a field is using the key. */
export function useEscapeBack(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('[role="dialog"], input, textarea, select, [contenteditable="true"]')) return;
      if (document.querySelector('[role="dialog"]')) return;
      dispatch(previousBoard());
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [dispatch]);
}
