import { useTheme } from '@mui/material/styles';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useModalOpen } from '../../components/ui/use-modal-open';
import { LIFECYCLE, STATUS, useJoyride, type EventData, type Step, type TooltipRenderProps } from 'react-joyride';
import { tourMessages } from './messages';
import { ShownTarget } from './shown-target';
import { TourTooltip } from './tour-tooltip';

/**
 * A step that floats by its target while the page stays in use (the board tour's; its target is marked meanwhile,
 * shown-target.tsx): a note beside the board, not a dialog, so a screen reader does not announce a dialog while the
 * user is talking or editing, and it never takes the focus (no focus trap: the focus moves into it only when the
 * user tabs there).
 */
function FloatingTourTooltip(props: TooltipRenderProps) {
  return <TourTooltip {...props} note />;
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
 * Skip, Back and Next (Finish on the last), and Escape skipping the whole tour wherever the focus is. While a dialog
 * or a menu is open the tour waits, its step hidden (a step never shows over a dialog, nor points behind its
 * backdrop), and it goes on at the same step when the dialog closes.
 */
export function GuidedTour({ steps, onEnd, mode }: GuidedTourProps) {
  const intl = useIntl();
  const theme = useTheme();
  const text = (key: keyof typeof tourMessages) => intl.formatMessage(tourMessages[key]);
  const floating = mode === 'floating';
  // Pausing keeps the step the tour was at (joyride's stop); running again starts there.
  const paused = useModalOpen();
  const onEvent = ({ status }: EventData) => {
    if (status === STATUS.FINISHED || status === STATUS.SKIPPED) onEnd();
  };
  const { Tour, controls, state, step } = useJoyride({
    run: !paused,
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
      // A paused tour is not skipped: that Escape closes the dialog.
      if (event.key === 'Escape') controls.skip('button_skip');
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [controls]);

  // A floating step has no spotlight: its target is marked while the step shows (not while the tour waits).
  const shown = floating && !paused && step !== null && state.lifecycle === LIFECYCLE.TOOLTIP ? step.target : undefined;
  return (
    <>
      {Tour}
      {shown !== undefined && <ShownTarget target={shown} />}
    </>
  );
}
