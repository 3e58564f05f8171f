/** Messages between the main thread and the eSpeak NG worker. */
export type ToWorker =
  | { type: 'init'; dataUrl: string }
  | { type: 'synth'; id: number; text: string; voice: string; rate: number; pitch: number; urgent: boolean }
  | { type: 'promote'; id: number }
  | { type: 'drop'; ids: number[] };

export type FromWorker =
  | { type: 'ready'; sampleRate: number; loadMs: number; dataFromCache: boolean }
  | { type: 'chunk'; id: number; pcm: Int16Array }
  | { type: 'done'; id: number; synthMs: number }
  | { type: 'failed'; id: number; message: string }
  | { type: 'init-failed'; message: string };
