import type { RecorderError } from './recorder-state';
import { pickRecordingType } from './recording-format';

/** A recording in progress: stop() ends it and gives the sound. */
export interface ActiveRecording {
  stop: () => Promise<Blob>;
  cancel: () => void;
}

export class MicrophoneError extends Error {
  constructor(readonly reason: RecorderError) {
    super(reason);
  }
}

const reasonOf = (error: unknown): RecorderError => {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'permissionDenied';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError') return 'noMicrophone';
  return 'failed';
};

/**
 * Asks for the microphone and starts recording, in the best format the browser writes. Rejects with a
 * MicrophoneError saying why (refused, no microphone, no recording support).
 */
export async function startRecording(): Promise<ActiveRecording> {
  if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) throw new MicrophoneError('unsupported');
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  } catch (error) {
    throw new MicrophoneError(reasonOf(error));
  }
  const release = () => stream.getTracks().forEach((track) => track.stop());
  try {
    const mimeType = pickRecordingType((type) => MediaRecorder.isTypeSupported(type));
    const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.start();
    const stop = () =>
      new Promise<Blob>((resolve, reject) => {
        recorder.onstop = () => {
          release();
          const type = (recorder.mimeType || mimeType || chunks[0]?.type || 'audio/webm').split(';')[0] ?? 'audio/webm';
          if (chunks.length === 0) reject(new MicrophoneError('failed'));
          else resolve(new Blob(chunks, { type }));
        };
        recorder.stop();
      });
    const cancel = () => {
      recorder.onstop = null;
      if (recorder.state !== 'inactive') recorder.stop();
      release();
    };
    return { stop, cancel };
  } catch {
    release();
    throw new MicrophoneError('unsupported');
  }
}
