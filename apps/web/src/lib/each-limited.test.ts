import { describe, expect, it } from 'vitest';
import { eachLimited } from './each-limited';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('eachLimited', () => {
  it('runs every item, never more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await eachLimited([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      running -= 1;
      done.push(item);
    });
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it('starts nothing new after a failure, lets the running ones finish, and throws the first error', async () => {
    const started: number[] = [];
    const finished: number[] = [];
    const run = eachLimited([1, 2, 3, 4, 5], 2, async (item) => {
      started.push(item);
      await tick();
      if (item === 1) throw new Error('item 1 failed');
      finished.push(item);
    });
    await expect(run).rejects.toThrow('item 1 failed');
    expect(started).toEqual([1, 2]);
    expect(finished).toEqual([2]);
  });
});
