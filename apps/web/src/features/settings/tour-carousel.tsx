import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState, type FocusEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { slideMessage, tourMessages } from './messages';

export interface Slide {
  /** The slide's picture; `caption` names it. */
  picture: (props: { label: string }) => ReactNode;
  caption: string;
}

interface TourCarouselProps {
  label: string;
  slides: Slide[];
  /** Moves on by itself every so many ms (spec 02 §9): not while pointed at or focused, paused, or when the device asks for less motion. */
  intervalMs?: number;
}

/**
 * The pictures of a settings-tour step, one at a time (the WAI-ARIA carousel pattern): Previous and Next, and, when it
 * moves by itself, Pause and Play.
 */
export function TourCarousel({ label, slides, intervalMs }: TourCarouselProps) {
  const intl = useIntl();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const rotates = intervalMs !== undefined && !reducedMotion;
  const rotating = rotates && !paused && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % slides.length), intervalMs);
    return () => clearInterval(timer);
  }, [rotating, intervalMs, slides.length]);

  const go = (step: number) => setIndex((current) => (current + step + slides.length) % slides.length);
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const slide = slides[index] ?? slides[0];
  if (!slide) return null;
  const Picture = slide.picture;
  const text = (key: keyof typeof tourMessages) => intl.formatMessage(tourMessages[key]);

  return (
    <Box
      role="group"
      aria-roledescription={text('carousel')}
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      sx={{ mt: 1.5 }}
    >
      <Box aria-live={rotating ? 'off' : 'polite'}>
        <Box role="group" aria-roledescription={text('slide')} aria-label={intl.formatMessage(slideMessage, { current: index + 1, total: slides.length })}>
          <Picture label={slide.caption} />
          <Typography variant="body2" aria-hidden sx={{ textAlign: 'center', mt: 0.5 }}>
            {slide.caption}
          </Typography>
        </Box>
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'center', alignItems: 'center' }}>
        <IconButton aria-label={text('previousPicture')} onClick={() => go(-1)}>
          <ChevronLeftIcon sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })} />
        </IconButton>
        {rotates && (
          <IconButton aria-label={text(paused ? 'playPictures' : 'pausePictures')} onClick={() => setPaused(!paused)}>
            {paused ? <PlayArrowIcon /> : <PauseIcon />}
          </IconButton>
        )}
        <IconButton aria-label={text('nextPicture')} onClick={() => go(1)}>
          <ChevronRightIcon sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })} />
        </IconButton>
      </Stack>
    </Box>
  );
}
