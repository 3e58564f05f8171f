import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Step } from 'react-joyride';
import { useAppDispatch } from '../../state/hooks';
import { boardTourEnded } from '../../state/tours-slice';
import { belowBars } from './below-bars';
import { GuidedTour } from './guided-tour';
import { boardTourMessages as m } from './messages';

/** The parts of the board screen the walkthrough shows, in its order, with where each is found on the page. */
export const BOARD_TOUR_TARGETS = {
  tiles: '[data-screen="board"] main [data-tile-id]',
  output: '[data-screen="board"] header > section',
  speak: '[data-screen="board"] [data-scan="speak"]',
  edit: '[data-tour="edit"]',
  settings: '[data-screen="board"] nav a[href="/settings"]',
  lock: '[data-screen="board"] [data-scan="lock"]',
} as const;
type Part = keyof typeof BOARD_TOUR_TARGETS;
/** The bars above the tiles (output, navigation, communicator, edit toolbar): no step covers them. */
const BOARD_BARS = '[data-screen="board"] header';

const boardTourSteps = (intl: IntlShape): Step[] =>
  (Object.keys(BOARD_TOUR_TARGETS) as Part[]).map((part) => ({
    target: BOARD_TOUR_TARGETS[part],
    ...belowBars(BOARD_BARS),
    title: intl.formatMessage(m[`${part}Title`]),
    content: <Typography>{intl.formatMessage(m[part])}</Typography>,
  }));

/**
 * The board walkthrough for a first-time user (spec 01 §2 "walkthrough tour", spec 01 §3 tour flags), loaded only
 * while it runs: the tiles, the output bar, Speak and Clear, Edit, Settings and the lock. It shows on the unlocked
 * board only, so a person who just wants to talk (on the locked board) never meets it; its steps float below what
 * they show, over the tiles and never over the bars above them (a phone has no other room), leaving every control
 * of the bars and every tile outside the step usable; Skip, Escape or Finish turn it off for good (until "Reset all
 * help tours").
 */
export default function BoardTour() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const steps = useMemo(() => boardTourSteps(intl), [intl]);
  return <GuidedTour steps={steps} onEnd={() => dispatch(boardTourEnded())} mode="floating" />;
}
