import { useEffect, useReducer, useRef, useState } from 'react';
import { MicrophoneError, startRecording, type ActiveRecording } from './microphone';
import { initialRecorderState, recorderReducer } from './recorder-state';

/** A recording stops by itself after a minute: a tile's voice is a word or a sentence. */
export const MAX_RECORDING_MS = 60_000;

export type SaveRecording = (blob: Blob) => Promise<void>;

/** Drives the recorder state machine with the real microphone, a timer, and the caller's save. */
export function useVoiceRecorder(save: SaveRecording, start: () => Promise<ActiveRecording> = startRecording) {
  const [state, dispatch] = useReducer(recorderReducer, initialRecorderState);
  const active = useRef<ActiveRecording | null>(null);
  const [seconds, setSeconds] = useState(0);

  useEffect(() => () => active.current?.cancel(), []);

  const stop = async () => {
    const recording = active.current;
    if (!recording) return;
    active.current = null;
    dispatch({ type: 'stop' });
    try {
      await save(await recording.stop());
      dispatch({ type: 'saved' });
    } catch {
      dispatch({ type: 'failed', error: 'failed' });
    }
  };

  useEffect(() => {
    if (state.phase !== 'recording') return;
    const started = Date.now();
    const tick = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 250);
    const limit = setTimeout(() => void stop(), MAX_RECORDING_MS);
    return () => {
      clearInterval(tick);
      clearTimeout(limit);
    };
    // stop() only reads the ref: restarting the timers when it is re-created would reset the limit
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.phase]);

  const record = async () => {
    dispatch({ type: 'record' });
    setSeconds(0);
    try {
      active.current = await start();
      dispatch({ type: 'granted' });
    } catch (error) {
      dispatch({ type: 'refused', error: error instanceof MicrophoneError ? error.reason : 'failed' });
    }
  };

  return { state, seconds, dispatch, record, stop };
}
