import { describe, expect, it } from 'vitest';
import { SynthQueue } from './synth-queue';

describe('SynthQueue', () => {
  it('serves taps before prewarming, and can promote or drop jobs', () => {
    const queue = new SynthQueue<{ id: number; urgent: boolean }>();
    [1, 2, 3].forEach((id) => queue.push({ id, urgent: false }));
    queue.push({ id: 4, urgent: true });
    queue.promote(3);
    queue.remove([1]);
    const order: number[] = [];
    for (let job = queue.take(); job; job = queue.take()) order.push(job.id);
    expect(order).toEqual([4, 3, 2]);
    expect(queue.length).toBe(0);
  });
});
