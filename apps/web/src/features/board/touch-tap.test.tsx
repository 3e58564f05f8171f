import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBoard } from '../../test/render-board';

const touch = { isPrimary: true, button: 0, pointerType: 'touch' };

/** The fruit board in a tile area that overflows, as on a phone: jsdom lays nothing out, so the sizes are given. */
const scrollingFruitBoard = () => {
  const view = renderBoard('/board/fruit');
  const area = screen.getByRole('main', { name: 'Tiles' });
  Object.defineProperty(area, 'scrollHeight', { configurable: true, value: 900 });
  Object.defineProperty(area, 'clientHeight', { configurable: true, value: 400 });
  return { ...view, area, apple: screen.getByRole('button', { name: 'apple' }) };
};

describe('a finger on a board that scrolls', () => {
  it('speaks the tile on finger-up, once, when the finger stayed put', () => {
    const { speaker, apple } = scrollingFruitBoard();
    fireEvent.pointerDown(apple, { ...touch, clientX: 50, clientY: 50 });
    expect(speaker.spoken).toEqual([]);
    fireEvent.pointerMove(apple, { ...touch, clientX: 56, clientY: 57 });
    fireEvent.pointerUp(apple, { ...touch, clientX: 56, clientY: 57 });
    expect(speaker.spoken).toEqual(['apple']);
    fireEvent.click(apple, { detail: 1 }); // the click the browser sends after the tap
    expect(speaker.spoken).toEqual(['apple']);
  });

  it('does not speak when the finger moved more than 10 px (a scroll), even if a click follows', () => {
    const { speaker, apple } = scrollingFruitBoard();
    fireEvent.pointerDown(apple, { ...touch, clientX: 50, clientY: 50 });
    fireEvent.pointerMove(apple, { ...touch, clientX: 50, clientY: 38 });
    fireEvent.pointerMove(apple, { ...touch, clientX: 50, clientY: 50 });
    fireEvent.pointerUp(apple, { ...touch, clientX: 50, clientY: 50 });
    fireEvent.click(apple, { detail: 1 });
    expect(speaker.spoken).toEqual([]);
  });

  it('does not speak when the board scrolled under the finger, nor when the browser took the touch over', () => {
    const { speaker, apple, area } = scrollingFruitBoard();
    fireEvent.pointerDown(apple, { ...touch, clientX: 50, clientY: 50 });
    area.scrollTop = 120;
    fireEvent.pointerUp(apple, { ...touch, clientX: 50, clientY: 50 });
    fireEvent.pointerDown(apple, { ...touch, clientX: 50, clientY: 50 });
    fireEvent.pointerCancel(apple, { ...touch, clientX: 50, clientY: 50 });
    fireEvent.pointerUp(apple, { ...touch, clientX: 50, clientY: 50 });
    expect(speaker.spoken).toEqual([]);
  });

  it('on a fixed grid wider than the screen, a sideways swipe scrolls it without speaking, and a tap still speaks', () => {
    const { speaker } = renderBoard('/board/core-root');
    const area = screen.getByRole('main', { name: 'Tiles' });
    Object.defineProperty(area, 'scrollWidth', { configurable: true, value: 640 });
    Object.defineProperty(area, 'clientWidth', { configurable: true, value: 380 });
    const want = screen.getByRole('button', { name: 'want' });
    fireEvent.pointerDown(want, { ...touch, clientX: 50, clientY: 50 });
    expect(speaker.spoken).toEqual([]);
    area.scrollLeft = 60;
    fireEvent.pointerUp(want, { ...touch, clientX: 50, clientY: 50 });
    expect(speaker.spoken).toEqual([]);
    fireEvent.pointerDown(want, { ...touch, clientX: 50, clientY: 50 });
    fireEvent.pointerUp(want, { ...touch, clientX: 52, clientY: 50 });
    expect(speaker.spoken).toEqual(['want']);
  });

  it('still speaks at once on touch when the board does not scroll, and on keyboard clicks', () => {
    const { speaker } = renderBoard('/board/fruit');
    fireEvent.pointerDown(screen.getByRole('button', { name: 'apple' }), { ...touch, clientX: 50, clientY: 50 });
    expect(speaker.spoken).toEqual(['apple']);
    fireEvent.click(screen.getByRole('button', { name: 'pear' }), { detail: 0 });
    expect(speaker.spoken).toEqual(['apple', 'pear']);
  });
});
