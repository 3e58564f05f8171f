import createEspeakModule from '@echogarden/espeak-ng-emscripten';
import { loadEspeakData } from './espeak-data';
import type { FromWorker, ToWorker } from './espeak-protocol';
import { createEspeakSynthesizer, type EspeakSynthesizer } from '@tessera/core';
import { SynthQueue } from './synth-queue';

// eSpeak NG runs here, off the UI thread: synthesis is synchronous and would otherwise block taps.
type WorkerScope = {
  postMessage(message: FromWorker, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void;
};
const scope = self as unknown as WorkerScope;

type Job = Extract<ToWorker, { type: 'synth' }>;
const queue = new SynthQueue<Job>();
let synthesizer: EspeakSynthesizer | null = null;
let draining = false;

async function init(dataUrl: string): Promise<void> {
  const started = performance.now();
  try {
    const { data, fromCache } = await loadEspeakData(dataUrl);
    synthesizer = await createEspeakSynthesizer(createEspeakModule, data);
    scope.postMessage({ type: 'ready', sampleRate: synthesizer.sampleRate, loadMs: performance.now() - started, dataFromCache: fromCache });
    drain();
  } catch (error) {
    scope.postMessage({ type: 'init-failed', message: error instanceof Error ? error.message : String(error) });
  }
}

function runOne(job: Job, engine: EspeakSynthesizer): void {
  const started = performance.now();
  try {
    engine.synthesize(job, (pcm) => scope.postMessage({ type: 'chunk', id: job.id, pcm }, [pcm.buffer]));
    scope.postMessage({ type: 'done', id: job.id, synthMs: performance.now() - started });
  } catch (error) {
    scope.postMessage({ type: 'failed', id: job.id, message: error instanceof Error ? error.message : String(error) });
  }
}

/** One job per task, so a tap's message is read (and jumps the queue) between two prewarmed labels. */
function drain(): void {
  if (draining || !synthesizer) return;
  const job = queue.take();
  if (!job) return;
  draining = true;
  runOne(job, synthesizer);
  setTimeout(() => {
    draining = false;
    drain();
  }, 0);
}

scope.addEventListener('message', ({ data: message }) => {
  switch (message.type) {
    case 'init':
      void init(message.dataUrl);
      return;
    case 'synth':
      queue.push(message);
      drain();
      return;
    case 'promote':
      queue.promote(message.id);
      return;
    case 'drop':
      queue.remove(message.ids);
      return;
  }
});
