import Box from '@mui/material/Box';
import { fixedAt, useTargetRect } from './target-rect';
import type { HighlightView } from './scan-session';

// A yellow frame between two black rings: it stands out on light and dark pages and on any tile colour, and
// it is a shape, not only a colour. The way out of a row is dashed and says so.
const RING = '#FFD600';
const EDGE = '#000';

/** The scanner's highlight, drawn over the page round what is highlighted; it takes no pointer events. */
export function ScanHighlight({ view, exitLabel }: { view: HighlightView | null; exitLabel: string }) {
  const box = useTargetRect(view?.elements ?? null);
  if (!view || !box) return null;
  const exit = view.kind === 'exit';
  return (
    <Box
      aria-hidden
      data-scan-ring={view.kind}
      style={fixedAt(box, 5)}
      sx={{
        zIndex: 1350,
        pointerEvents: 'none',
        boxSizing: 'border-box',
        border: `6px ${exit ? 'dashed' : 'solid'} ${RING}`,
        borderRadius: '14px',
        boxShadow: `0 0 0 3px ${EDGE}, inset 0 0 0 3px ${EDGE}`,
        transition: 'left 80ms, top 80ms, width 80ms, height 80ms',
      }}
    >
      {exit && (
        <Box
          sx={{
            position: 'absolute',
            insetInlineEnd: 8,
            top: '50%',
            transform: 'translateY(-50%)',
            px: 1.5,
            py: 0.75,
            borderRadius: 1,
            bgcolor: RING,
            color: EDGE,
            border: `3px solid ${EDGE}`,
            fontWeight: 700,
            fontSize: '1.1rem',
          }}
        >
          {exitLabel}
        </Box>
      )}
    </Box>
  );
}
