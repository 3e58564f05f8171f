import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../test/app-providers';
import { makeStore } from '../../state/store';
import { TourCarousel } from './tour-carousel';
import { DISPLAY_CAROUSEL_MS, NAVIGATION_CAROUSEL_MS } from './settings-tour';
import { LabelsBelowPicture } from './tour-pictures';

const slides = ['One', 'Two', 'Three'].map((caption) => ({ picture: LabelsBelowPicture, caption }));

/** The slide shown now, by its picture's name. */
const shown = () => screen.getAllByRole('img').map((picture) => picture.getAttribute('aria-label'));

/** A device that asks for reduced motion, or not. */
const motion = (reduced: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduced && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }));

const show = (intervalMs?: number) =>
  render(
    <AppProviders store={makeStore()}>
      <TourCarousel label="Examples" slides={slides} intervalMs={intervalMs} />
    </AppProviders>,
  );

beforeEach(() => {
  vi.useFakeTimers();
  motion(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('TourCarousel', () => {
  it('uses the delays of spec 02 §9: 4 s for Display, 2.5 s for Navigation', () => {
    expect([DISPLAY_CAROUSEL_MS, NAVIGATION_CAROUSEL_MS]).toEqual([4000, 2500]);
  });

  it('moves on by itself at its interval, round to the first', async () => {
    show(2500);
    expect(shown()).toEqual(['One']);
    expect(screen.getByRole('group', { name: '1 of 3' })).toBeTruthy();
    await wait(2499);
    expect(shown()).toEqual(['One']);
    await wait(1);
    expect(shown()).toEqual(['Two']);
    await wait(5000);
    expect(shown()).toEqual(['One']);
  });

  it('stands still while pointed at or focused, and when paused', async () => {
    show(4000);
    const carousel = screen.getByRole('group', { name: 'Examples' });
    fireEvent.mouseEnter(carousel);
    await wait(10_000);
    expect(shown()).toEqual(['One']);
    fireEvent.mouseLeave(carousel);
    await wait(4000);
    expect(shown()).toEqual(['Two']);

    const next = screen.getByRole('button', { name: 'Next picture' });
    act(() => next.focus());
    await wait(10_000);
    expect(shown()).toEqual(['Two']);
    act(() => next.blur());

    fireEvent.click(screen.getByRole('button', { name: 'Pause the pictures' }));
    await wait(10_000);
    expect(shown()).toEqual(['Two']);
    fireEvent.click(screen.getByRole('button', { name: 'Play the pictures' }));
    await wait(4000);
    expect(shown()).toEqual(['Three']);
  });

  it('never moves by itself when the device asks for less motion, but Previous and Next still work', async () => {
    motion(true);
    show(4000);
    await wait(20_000);
    expect(shown()).toEqual(['One']);
    expect(screen.queryByRole('button', { name: 'Pause the pictures' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Previous picture' }));
    expect(shown()).toEqual(['Three']);
    fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(shown()).toEqual(['One']);
  });
});
