import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useMemo } from 'react';
import { fixedAt, useTargetRect } from './target-rect';
import type { DwellView } from './dwell-session';

const RADIUS = 19;
/**
 * The arc (the scanner's yellow, scan-highlight.tsx, so dwell and scanning read as one), its track and the track's
 * edge: the arc stands out from the track, and the track or its edge from whatever is under them.
 */
export const DWELL_COLOURS = { arc: '#FFD600', track: '#000', edge: '#fff' } as const;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
const fill = keyframes({ from: { strokeDashoffset: CIRCUMFERENCE }, to: { strokeDashoffset: 0 } });

/** The dwell's progress: a ring over the target that closes as the pointer rests, selecting when it is full. */
export function DwellRing({ view }: { view: DwellView | null }) {
  const elements = useMemo(() => (view ? [view.element] : null), [view]);
  const box = useTargetRect(elements);
  if (!view || !box) return null;
  return (
    <Box aria-hidden data-dwell-ring="" style={fixedAt(box, 0)} sx={{ zIndex: 1350, pointerEvents: 'none', display: 'grid', placeItems: 'center' }}>
      {/*
        A yellow arc on a black track edged in white: the arc stands out from the track, and the track's black or its
        white edge from whatever is under it (a yellow tile, a white one, the dark page), each by well over 3:1.
      */}
      <Box component="svg" viewBox="0 0 48 48" sx={{ width: 56, height: 56 }}>
        <circle cx="24" cy="24" r={RADIUS} fill="rgba(0,0,0,0.35)" stroke={DWELL_COLOURS.edge} strokeWidth="9" />
        <circle cx="24" cy="24" r={RADIUS} fill="none" stroke={DWELL_COLOURS.track} strokeWidth="6" />
        <Box
          component="circle"
          cx="24"
          cy="24"
          r={RADIUS}
          fill="none"
          stroke={DWELL_COLOURS.arc}
          strokeWidth="4"
          strokeLinecap="round"
          transform="rotate(-90 24 24)"
          strokeDasharray={CIRCUMFERENCE}
          sx={{ animation: `${fill} ${view.dwellTime}ms linear forwards` }}
        />
      </Box>
    </Box>
  );
}
