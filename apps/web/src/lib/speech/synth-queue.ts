export type QueuedJob = { id: number; urgent: boolean };

/**
 * The worker's to-do list: a tap (urgent) goes ahead of every background pre-synthesis, in arrival
 * order within each kind, so prewarming a whole board never delays speech.
 */
export class SynthQueue<J extends QueuedJob> {
  private urgent: J[] = [];
  private background: J[] = [];

  get length(): number {
    return this.urgent.length + this.background.length;
  }

  push(job: J): void {
    (job.urgent ? this.urgent : this.background).push(job);
  }

  /** Moves a queued background job to the end of the urgent line (a tap wants what is being prewarmed). */
  promote(id: number): void {
    const index = this.background.findIndex((job) => job.id === id);
    if (index < 0) return;
    const [job] = this.background.splice(index, 1);
    if (job) this.urgent.push({ ...job, urgent: true });
  }

  remove(ids: readonly number[]): void {
    const drop = new Set(ids);
    this.urgent = this.urgent.filter((job) => !drop.has(job.id));
    this.background = this.background.filter((job) => !drop.has(job.id));
  }

  take(): J | undefined {
    return this.urgent.shift() ?? this.background.shift();
  }
}
