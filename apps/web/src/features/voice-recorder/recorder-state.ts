export type RecorderError = 'permissionDenied' | 'noMicrophone' | 'unsupported' | 'failed';

/** Where the recorder is; whether there is a recording is the tile's `sound`, held by the caller. */
export type RecorderPhase = 'idle' | 'requesting' | 'recording' | 'saving' | 'playing';

export interface RecorderState {
  phase: RecorderPhase;
  error: RecorderError | null;
}

export type RecorderEvent =
  | { type: 'record' }
  | { type: 'granted' }
  | { type: 'refused'; error: RecorderError }
  | { type: 'stop' }
  | { type: 'saved' }
  | { type: 'failed'; error: RecorderError }
  | { type: 'play' }
  | { type: 'ended' }
  | { type: 'delete' };

export const initialRecorderState: RecorderState = { phase: 'idle', error: null };

/**
 * The voice recorder as a small state machine: record asks for the microphone, then records until stopped, then
 * saves; play and delete act on the saved recording. Events that make no sense where the recorder is are ignored
 * (a double tap on Stop, a late "ended"), so the buttons can never put it in an impossible state.
 */
export function recorderReducer(state: RecorderState, event: RecorderEvent): RecorderState {
  switch (event.type) {
    case 'record':
      return state.phase === 'idle' || state.phase === 'playing' ? { phase: 'requesting', error: null } : state;
    case 'granted':
      return state.phase === 'requesting' ? { phase: 'recording', error: null } : state;
    case 'refused':
      return state.phase === 'requesting' ? { phase: 'idle', error: event.error } : state;
    case 'stop':
      return state.phase === 'recording' ? { phase: 'saving', error: null } : state;
    case 'saved':
      return state.phase === 'saving' ? { phase: 'idle', error: null } : state;
    case 'failed':
      return state.phase === 'recording' || state.phase === 'saving' ? { phase: 'idle', error: event.error } : state;
    case 'play':
      return state.phase === 'idle' ? { phase: 'playing', error: null } : state;
    case 'ended':
      return state.phase === 'playing' ? { phase: 'idle', error: state.error } : state;
    case 'delete':
      return state.phase === 'idle' || state.phase === 'playing' ? { phase: 'idle', error: null } : state;
  }
}
