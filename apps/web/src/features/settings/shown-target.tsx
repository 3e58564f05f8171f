import GlobalStyles from '@mui/material/GlobalStyles';
import { useEffect } from 'react';
import type { Step } from 'react-joyride';

const MARK = 'data-tour-shown';

const targetElement = (target: Step['target']): Element | null => {
  if (typeof target === 'string') return document.querySelector(target);
  if (typeof target === 'function') return target();
  return target instanceof HTMLElement ? target : target.current;
};

/**
 * Marks what a floating step shows while it shows (issue 24): the step waits below the bars, so its arrow may stand
 * under another control than its target (Add Tile under Speak); a dashed ring in the target's own colour, drawn
 * inside it (the bars clip what stands out of them) and unlike the focus ring, says which one the step means.
 */
export function ShownTarget({ target }: { target: Step['target'] | undefined }) {
  useEffect(() => {
    const element = target === undefined ? null : targetElement(target);
    element?.setAttribute(MARK, '');
    return () => element?.removeAttribute(MARK);
  }, [target]);
  // Twice the attribute: above the `outline: 0` of MUI's buttons (one class), whichever style comes first.
  return <GlobalStyles styles={{ [`[${MARK}][${MARK}]`]: { outline: '3px dashed currentColor', outlineOffset: -4 } }} />;
}
