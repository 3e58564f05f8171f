import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { boardMessages } from './messages';

/** Spec 01 §2: scroll buttons move 100 px; the tile area counts as at its top or bottom within 5 and 7 px. */
export const SCROLL_STEP = 100;
const TOP_THRESHOLD = 5;
const BOTTOM_THRESHOLD = 7;

type Edges = { canScrollUp: boolean; canScrollDown: boolean };

const edgesOf = (el: HTMLElement): Edges => ({
  canScrollUp: el.scrollTop > TOP_THRESHOLD,
  canScrollDown: el.scrollHeight - el.clientHeight - el.scrollTop > BOTTOM_THRESHOLD,
});

/** The tile area: at most 70vh tall, scrolling, with Scroll up/Scroll down buttons while it overflows. */
export function ScrollArea({ label, big, children }: { label: string; big: boolean; children: ReactNode }) {
  const intl = useIntl();
  const ref = useRef<HTMLElement>(null);
  const [edges, setEdges] = useState<Edges>({ canScrollUp: false, canScrollDown: false });
  const measure = useCallback(() => {
    if (!ref.current) return;
    const next = edgesOf(ref.current);
    setEdges((previous) => (previous.canScrollUp === next.canScrollUp && previous.canScrollDown === next.canScrollDown ? previous : next));
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // A ResizeObserver reports once on observe(), after the browser's own layout; measuring here instead would
    // force a layout in the middle of a folder opening (this effect runs inside the tap that changed the board).
    if (typeof ResizeObserver !== 'function') return measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [measure, children]);

  const scroll = (delta: number) => {
    const el = ref.current;
    if (!el) return;
    if (typeof el.scrollBy === 'function') el.scrollBy({ top: delta, behavior: 'smooth' });
    else el.scrollTop += delta;
    measure();
  };

  const overflows = edges.canScrollUp || edges.canScrollDown;
  const size = big ? 64 : 48;
  return (
    <Box sx={{ flex: '1 1 auto', maxHeight: '70vh', minHeight: 0, display: 'flex', gap: 1, p: '3px' }}>
      <Box
        component="main"
        ref={ref}
        aria-label={label}
        data-scroll-area=""
        onScroll={measure}
        // The padding holds a focused tile's ring (3 px, 2 px away), which the scrolling edge would otherwise cut off.
        sx={{ flex: 1, minWidth: 0, p: '5px', overflowY: 'auto', overflowX: 'hidden', containerType: 'size', overscrollBehavior: 'contain' }}
      >
        {children}
      </Box>
      {overflows && (
        <Box data-print-hidden="" sx={{ flex: 'none', display: 'flex', flexDirection: 'column', justifyContent: 'space-between' }}>
          {[
            { delta: -SCROLL_STEP, enabled: edges.canScrollUp, text: intl.formatMessage(boardMessages.scrollUp), Icon: KeyboardArrowUpIcon },
            { delta: SCROLL_STEP, enabled: edges.canScrollDown, text: intl.formatMessage(boardMessages.scrollDown), Icon: KeyboardArrowDownIcon },
          ].map(({ delta, enabled, text, Icon }) => (
            <IconButton key={delta} aria-label={text} title={text} disabled={!enabled} onClick={() => scroll(delta)} sx={{ width: size, height: size, bgcolor: 'action.hover' }}>
              <Icon fontSize={big ? 'large' : 'medium'} />
            </IconButton>
          ))}
        </Box>
      )}
    </Box>
  );
}
