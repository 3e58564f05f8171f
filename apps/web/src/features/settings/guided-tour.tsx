import { useTheme } from '@mui/material/styles';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { STATUS, useJoyride, type EventData, type Step, type TooltipRenderProps } from 'react-joyride';
import { tourMessages } from './messages';
import { TourTooltip } from './tour-tooltip';

/** A step that floats beside its target without making the rest of the page inert (the board tour's). */
function FloatingTourTooltip(props: TooltipRenderProps) {
  return <TourTooltip {...props} tooltipProps={{ ...props.tooltipProps, role: 'dialog', 'aria-modal': false }} />;
}

export interface GuidedTourProps {
  steps: Step[];
  /** Finished or skipped (Skip, Escape, Finish): the caller turns its flag off. */
  onEnd: () => void;
  /**
   * `modal` dims the page and keeps it from taps while the tour runs (the settings tour); `floating` only shows the
   * step beside its target, the page still in use, with no focus trap (the board tour, over a board someone may
   * be talking with).
   */
  mode: 'modal' | 'floating';
}

/**
 * The one guided tour of the app (react-joyride, loaded with the tour's chunk only): steps in the app's own look,
 * Skip, Back and Next (Finish on the last), and Escape skipping the whole tour wherever the focus is.
 */
export function GuidedTour({ steps, onEnd, mode }: GuidedTourProps) {
  const intl = useIntl();
  const theme = useTheme();
  const text = (key: keyof typeof tourMessages) => intl.formatMessage(tourMessages[key]);
  const floating = mode === 'floating';
  const onEvent = ({ status }: EventData) => {
    if (status === STATUS.FINISHED || status === STATUS.SKIPPED) onEnd();
  };
  const { Tour, controls } = useJoyride({
    run: true,
    continuous: true,
    scrollToFirstStep: true,
    steps,
    locale: { back: text('back'), next: text('next'), last: text('last'), skip: text('skip') },
    onEvent,
    tooltipComponent: floating ? FloatingTourTooltip : TourTooltip,
    options: {
      skipBeacon: true,
      buttons: ['back', 'primary', 'skip'],
      dismissKeyAction: false, // Escape skips the whole tour, below
      overlayClickAction: false,
      hideOverlay: floating,
      blockTargetInteraction: false,
      disableFocusTrap: floating,
      arrowColor: theme.palette.background.paper,
      backgroundColor: theme.palette.background.paper,
      zIndex: theme.zIndex.modal,
      scrollOffset: 80,
    },
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') controls.skip('button_skip');
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [controls]);

  return Tour;
}
