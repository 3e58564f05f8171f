import { act, render, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint } from './after-first-paint';

describe('work after the first paint', () => {
  it('runs once, after the frame of the first render, even when StrictMode runs effects twice', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const order: string[] = [];
    const task = vi.fn(() => order.push('task'));
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    function Screen() {
      order.push('render');
      return <p>board</p>;
    }
    render(
      <StrictMode>
        <Screen />
        <AfterFirstPaint task={task} />
      </StrictMode>,
    );
    expect(task).not.toHaveBeenCalled();
    try {
      // The frame comes (about 16 ms), well before the 1 s wait for one.
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(task).toHaveBeenCalledTimes(1);
      // Past that wait too: neither it nor StrictMode's first effect runs the task again.
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(task).toHaveBeenCalledTimes(1);
      expect(order.at(-1)).toBe('task');
      expect(frame).toHaveBeenCalled();
    } finally {
      frame.mockRestore();
      vi.useRealTimers();
    }
  });

  it('still runs when no frame comes, as in a hidden tab', async () => {
    const task = vi.fn();
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    render(<AfterFirstPaint task={task} />);
    await waitFor(() => expect(task).toHaveBeenCalledTimes(1), { timeout: 3000 });
    frame.mockRestore();
  });
});
