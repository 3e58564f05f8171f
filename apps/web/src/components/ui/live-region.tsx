import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { liveRegionHost } from './live-region-host';

// Off screen but still read by screen readers. Sizes in pixels as strings: MUI reads a bare 1 as 100%, and two
// regions as tall as the window below the app's root made every page scroll into an empty second screen.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * A live region that screen readers hear even while a dialog is open (see live-region-host). Keep it mounted and
 * change what is inside: a region added together with its text is often not read out. `urgent` interrupts
 * (role alert); otherwise the text waits for a pause (role status).
 */
export function LiveRegion({ urgent = false, children }: { urgent?: boolean; children: ReactNode }) {
  return createPortal(
    <Box role={urgent ? 'alert' : 'status'} sx={visuallyHidden}>
      {children}
    </Box>,
    liveRegionHost(),
  );
}
