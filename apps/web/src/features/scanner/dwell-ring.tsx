import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useMemo } from 'react';
import { fixedAt, useTargetRect } from './target-rect';
import type { DwellView } from './dwell-session';

const RADIUS = 20;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
const fill = keyframes({ from: { strokeDashoffset: CIRCUMFERENCE }, to: { strokeDashoffset: 0 } });

/** The dwell's progress: a ring over the target that closes as the pointer rests, selecting when it is full. */
export function DwellRing({ view }: { view: DwellView | null }) {
  const elements = useMemo(() => (view ? [view.element] : null), [view]);
  const box = useTargetRect(elements);
  if (!view || !box) return null;
  return (
    <Box aria-hidden data-dwell-ring="" style={fixedAt(box, 0)} sx={{ zIndex: 1350, pointerEvents: 'none', display: 'grid', placeItems: 'center' }}>
      <Box component="svg" viewBox="0 0 48 48" sx={{ width: 56, height: 56, filter: 'drop-shadow(0 0 2px #000)' }}>
        <circle cx="24" cy="24" r={RADIUS} fill="rgba(0,0,0,0.35)" stroke="#fff" strokeWidth="6" />
        <Box
          component="circle"
          cx="24"
          cy="24"
          r={RADIUS}
          fill="none"
          stroke="#FFD600"
          strokeWidth="6"
          strokeLinecap="round"
          transform="rotate(-90 24 24)"
          strokeDasharray={CIRCUMFERENCE}
          sx={{ animation: `${fill} ${view.dwellTime}ms linear forwards` }}
        />
      </Box>
    </Box>
  );
}
