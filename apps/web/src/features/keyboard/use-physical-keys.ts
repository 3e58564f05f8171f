import { useEffect, useRef } from 'react';

const typesText = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || target.matches('input, textarea, select'));

/**
 * A computer keyboard types on the keyboard board too: its letters, digits and punctuation, and Backspace. Space
 * and Enter on a focused button press that button, as they should; text fields keep their keys.
 */
export function usePhysicalKeys(onKey: (key: string) => void, backspace: string): void {
  const handler = useRef(onKey);
  useEffect(() => {
    handler.current = onKey;
  }, [onKey]);
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || typesText(event.target)) return;
      if (event.key === 'Backspace') {
        event.preventDefault();
        handler.current(backspace);
        return;
      }
      if ([...event.key].length !== 1) return;
      if (event.key === ' ' && event.target instanceof HTMLButtonElement) return;
      event.preventDefault();
      handler.current(event.key);
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [backspace]);
}
