import type { SpeakOutcome } from './speech-types';

export type QueuedTask = (isCurrent: () => boolean) => Promise<SpeakOutcome>;

/**
 * Runs utterances one after another. cancelAll() turns every queued task into an immediate
 * 'cancelled', and tells the running one (through isCurrent) to stop at its next step.
 */
export class UtteranceQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private generation = 0;

  enqueue(task: QueuedTask): Promise<SpeakOutcome> {
    const generation = this.generation;
    const isCurrent = () => generation === this.generation;
    const run = this.tail.then(() => (isCurrent() ? task(isCurrent) : ('cancelled' as const)));
    this.tail = run.catch(() => undefined);
    return run;
  }

  cancelAll(): void {
    this.generation++;
  }
}
