import { render, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint } from './after-first-paint';

describe('work after the first paint', () => {
  it('runs once, after the frame of the first render, even when StrictMode runs effects twice', async () => {
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
    await waitFor(() => expect(task).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(task).toHaveBeenCalledTimes(1);
    expect(order.at(-1)).toBe('task');
    expect(frame).toHaveBeenCalled();
    frame.mockRestore();
  });

  it('still runs when no frame comes, as in a hidden tab', async () => {
    const task = vi.fn();
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    render(<AfterFirstPaint task={task} />);
    await waitFor(() => expect(task).toHaveBeenCalledTimes(1), { timeout: 3000 });
    frame.mockRestore();
  });
});
