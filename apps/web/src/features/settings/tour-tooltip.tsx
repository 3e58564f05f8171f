import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { TooltipRenderProps } from 'react-joyride';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { tourProgressMessage } from './messages';

/**
 * A step of a tour in the app's own look (light or dark, either reading direction): its title, text and pictures,
 * how far along it is, and Skip, Back and Next (Finish on the last step). It is joyride's modal dialog, or with
 * `note` a note beside the page (a tour that leaves the page in use).
 */
export function TourTooltip({ step, index, size, backProps, primaryProps, skipProps, tooltipProps, note = false }: TooltipRenderProps & { note?: boolean }) {
  const intl = useIntl();
  const titleId = useId();
  const textId = useId();
  return (
    <Paper
      {...(note ? { role: 'note' } : tooltipProps)}
      aria-labelledby={titleId}
      aria-describedby={textId}
      elevation={8}
      // A border sets it apart from the dimmed page in the dark theme too. A step placed below the board's bars gets
      // the room left beneath them (--tour-room, below-bars.ts) and scrolls what does not fit.
      sx={{
        width: 'min(380px, calc(100vw - 32px))',
        maxHeight: 'var(--tour-room, none)',
        overflowY: 'auto',
        p: 2,
        pb: 0,
        backgroundImage: 'none',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Typography id={titleId} component="h2" variant="h6">
        {step.title}
      </Typography>
      <Box id={textId} sx={{ mt: 1 }}>
        {step.content}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {intl.formatMessage(tourProgressMessage, { current: index + 1, total: size })}
      </Typography>
      {/* Kept in sight at the bottom of a step short of room, its text scrolling above (the step's bottom padding is its own). */}
      <Stack direction="row" spacing={1} sx={{ mt: 1, pb: 2, alignItems: 'center', position: 'sticky', bottom: 0, bgcolor: 'background.paper' }}>
        <Button {...skipProps} color="inherit" sx={{ minHeight: TOUCH_TARGET_PX }}>
          {skipProps.title}
        </Button>
        <Box sx={{ flex: 1 }} />
        {index > 0 && (
          <Button {...backProps} sx={{ minHeight: TOUCH_TARGET_PX }}>
            {backProps.title}
          </Button>
        )}
        {/* Next, or Finish on the last step (the tour's locale names both). */}
        <Button {...primaryProps} variant="contained" sx={{ minHeight: TOUCH_TARGET_PX }}>
          {primaryProps.title}
        </Button>
      </Stack>
    </Paper>
  );
}
