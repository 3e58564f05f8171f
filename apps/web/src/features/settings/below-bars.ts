import type { Step } from 'react-joyride';

type Middleware = NonNullable<NonNullable<Step['floatingOptions']>['middleware']>[number];

/** The height of a step's arrow (joyride's own default, set on the steps so that the room kept for it matches). */
const ARROW_PX = 16;
/** Room between the bars and the tip of the step's arrow. */
const GAP_PX = 4;
/** Room kept free at the window's bottom edge. */
const EDGE_PX = 10;
/**
 * The least height a step keeps however little room is left (a phone on its side, 390 px high, has ~140 px below
 * the bars): its title and its buttons, the text scrolling between them.
 */
const LEAST_PX = 120;

/**
 * Floating UI's last word on where a step goes: no higher than just below `bars`, so a step whose target is in the
 * bars (the output bar, Speak, Edit, Settings, Lock) points up at it from beneath them and covers none of their
 * controls; and no taller than the room left down to the window's bottom edge (`--tour-room`, which TourTooltip reads
 * and scrolls what does not fit). It runs after joyride's own placing (offset, shift, arrow), so the step keeps the
 * side-to-side place that brings its arrow under the target.
 */
function belowBarsMiddleware(bars: string): Middleware {
  return {
    name: 'belowBars',
    fn({ y, rects, elements }) {
      // The step's coordinates are the page's (or the window's, for a fixed target); the bars' box is the window's.
      const toWindow = elements.reference.getBoundingClientRect().top - rects.reference.y;
      const barsBottom = document.querySelector(bars)?.getBoundingClientRect().bottom;
      const top = barsBottom === undefined ? y : Math.max(y, barsBottom - toWindow + ARROW_PX + GAP_PX);
      const room = window.innerHeight - (top + toWindow) - EDGE_PX;
      elements.floating.style.setProperty('--tour-room', `${Math.max(room, LEAST_PX)}px`);
      return { y: top };
    },
  };
}

/**
 * How a step of a tour over the board is placed (issue 24: a helper never covers what the user is doing): below its
 * target, never flipped above it nor beside it, and never over `bars` (the page's part above the tiles, whose every
 * control a user may want while reading the step), and inside the window; what it covers is a part of the tiles under
 * the bars, as little as the room allows.
 */
export const belowBars = (bars: string): Pick<Step, 'placement' | 'arrowSize' | 'floatingOptions'> => ({
  placement: 'bottom',
  arrowSize: ARROW_PX,
  floatingOptions: {
    flipOptions: false,
    // Kept inside the window, not inside the tiles' scrolling area (joyride's choice for a tile): on a phone that
    // area is narrower than a step (its scroll buttons stand beside it), and in a right-to-left page, where they
    // stand on the left, keeping the step's start inside the area pushed its end off the window's right edge.
    shiftOptions: { boundary: document.documentElement, rootBoundary: 'viewport' },
    middleware: [belowBarsMiddleware(bars)],
  },
});
