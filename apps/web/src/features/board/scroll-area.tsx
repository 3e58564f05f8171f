import Box from '@mui/material/Box';
import type { NavigationSettings } from '@tessera/core';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ScrollButtons } from './scroll-buttons';

/** Spec 01 §2: scroll buttons move 100 px; the tile area counts as at its top or bottom within 5 and 7 px. */
export const SCROLL_STEP = 100;
const TOP_THRESHOLD = 5;
const BOTTOM_THRESHOLD = 7;

type Edges = { canScrollUp: boolean; canScrollDown: boolean };

const edgesOf = (el: HTMLElement): Edges => ({
  canScrollUp: el.scrollTop > TOP_THRESHOLD,
  canScrollDown: el.scrollHeight - el.clientHeight - el.scrollTop > BOTTOM_THRESHOLD,
});

type ScrollAreaProps = {
  label: string;
  /** The big scroll buttons setting. */
  big: boolean;
  /** Where the big buttons go: beside the tiles, or in a row above them (navigationButtonsStyle). */
  placement: NavigationSettings['navigationButtonsStyle'];
  /** The context-aware back button, when that setting is on. */
  back?: ReactNode;
  /** A fixed grid, whose columns may be wider together than the screen: the area then scrolls sideways too. */
  fixed?: boolean;
  children: ReactNode;
};

/**
 * The tile area: all the height the screen has left under the header (its rows fill it, grid-metrics.ts), scrolling,
 * with Scroll up/Scroll down buttons while it overflows, and the navigation buttons of spec 02 §2 (a big Back, big
 * scroll buttons) on its sides or above it. A fixed grid wider than the screen scrolls sideways, stopping at whole
 * columns (its tiles are the snap points).
 */
export function ScrollArea({ label, big, placement, back, fixed = false, children }: ScrollAreaProps) {
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
  const onTop = placement === 'onTop';
  const scrollButtons = (size: 'standard' | 'bigSide' | 'bigTop') =>
    overflows && <ScrollButtons size={size} canScrollUp={edges.canScrollUp} canScrollDown={edges.canScrollDown} step={SCROLL_STEP} onScroll={scroll} />;
  const row = { display: 'flex', gap: 1, minHeight: 0 } as const;
  const main = (
    <Box
      component="main"
      ref={ref}
      aria-label={label}
      data-scroll-area=""
      onScroll={measure}
      // The padding holds a focused tile's ring (3 px, 2 px away), which the scrolling edge would otherwise cut off.
      sx={{
        flex: 1,
        minWidth: 0,
        p: '5px',
        overflowY: 'auto',
        overflowX: fixed ? 'auto' : 'hidden',
        scrollSnapType: fixed ? 'x mandatory' : undefined,
        scrollPaddingInline: '5px',
        containerType: 'size',
        overscrollBehavior: 'contain',
      }}
    >
      {children}
    </Box>
  );
  // At least a few rows high when the header takes most of a small screen (the page then scrolls to them).
  const outer = { ...row, flex: '1 1 0', minHeight: 200, py: '3px' } as const;
  if (!onTop) {
    return (
      <Box sx={outer}>
        {back}
        {main}
        {scrollButtons(big ? 'bigSide' : 'standard')}
      </Box>
    );
  }
  return (
    <Box sx={{ ...outer, flexDirection: 'column' }}>
      <Box sx={{ display: 'flex', gap: 1, '&:empty': { display: 'none' } }}>
        {back}
        {big && scrollButtons('bigTop')}
      </Box>
      <Box sx={{ ...row, flex: '1 1 auto' }}>
        {main}
        {!big && scrollButtons('standard')}
      </Box>
    </Box>
  );
}
