import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Step } from 'react-joyride';
import { useAppDispatch } from '../../state/hooks';
import { settingsTourEnded } from '../../state/tours-slice';
import { settingsMenuMessages, tourMessages } from './messages';
import { TourCarousel, type Slide } from './tour-carousel';
import {
  BigBackPicture,
  BigScrollPicture,
  DarkThemePicture,
  LabelsBelowPicture,
  LargeTilesPicture,
  ScanRowPicture,
  ScanTilePicture,
  SharePhrasePicture,
} from './tour-pictures';
import { GuidedTour } from './guided-tour';

/** Spec 02 §9: the Display carousel moves on every 4 s, the Navigation one every 2.5 s. */
export const DISPLAY_CAROUSEL_MS = 4000;
export const NAVIGATION_CAROUSEL_MS = 2500;

/** The menu rows the tour points at, in its order; each row carries `data-tour` with its name. */
export const TOUR_ROWS = ['language', 'speech', 'export', 'import', 'display', 'scanning', 'navigation'] as const;
type TourRow = (typeof TOUR_ROWS)[number];

/** The tour's steps in the interface language. */
function tourSteps(intl: IntlShape): Step[] {
  const text = (key: keyof typeof tourMessages) => intl.formatMessage(tourMessages[key]);
  const carousels: Partial<Record<TourRow, { label: string; slides: Slide[]; intervalMs?: number }>> = {
    display: {
      label: text('displayPictures'),
      intervalMs: DISPLAY_CAROUSEL_MS,
      slides: [
        { picture: LabelsBelowPicture, caption: text('labelsBelow') },
        { picture: LargeTilesPicture, caption: text('largeTiles') },
        { picture: DarkThemePicture, caption: text('darkTheme') },
      ],
    },
    scanning: {
      label: text('scanningPictures'),
      slides: [
        { picture: ScanRowPicture, caption: text('scanRow') },
        { picture: ScanTilePicture, caption: text('scanTile') },
      ],
    },
    navigation: {
      label: text('navigationPictures'),
      intervalMs: NAVIGATION_CAROUSEL_MS,
      slides: [
        { picture: BigBackPicture, caption: text('bigBack') },
        { picture: BigScrollPicture, caption: text('bigScroll') },
        { picture: SharePhrasePicture, caption: text('sharePhrase') },
      ],
    },
  };
  const steps: Step[] = [
    { target: 'body', placement: 'center', title: text('welcomeTitle'), content: <Typography>{text('welcome')}</Typography> },
    ...TOUR_ROWS.map((row): Step => {
      const carousel = carousels[row];
      return {
        target: `[data-tour="${row}"]`,
        placement: 'bottom',
        title: intl.formatMessage(settingsMenuMessages[row]),
        content: (
          <>
            <Typography>{text(row)}</Typography>
            {carousel && <TourCarousel {...carousel} />}
          </>
        ),
      };
    }),
  ];
  return steps;
}

/**
 * Spec 02 §2 "Settings tour", loaded only while it runs: the whole page first, then the Language, Speech, Export,
 * Import, Display, Scanning and Navigation rows, with pictures for Display, Scanning and Navigation. Finishing or
 * skipping it turns the settings-tour flag off.
 */
export default function SettingsTour() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const steps = useMemo(() => tourSteps(intl), [intl]);
  return <GuidedTour steps={steps} onEnd={() => dispatch(settingsTourEnded())} mode="modal" />;
}
