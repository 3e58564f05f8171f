import { describe, expect, it } from 'vitest';
import { initialRecorderState, recorderReducer, type RecorderEvent, type RecorderState } from './recorder-state';
import { pickRecordingType } from './recording-format';

const run = (events: RecorderEvent[], from: RecorderState = initialRecorderState) => events.reduce(recorderReducer, from);

describe('recorderReducer', () => {
  it('records: ask for the microphone, record, stop, save', () => {
    expect(run([{ type: 'record' }]).phase).toBe('requesting');
    expect(run([{ type: 'record' }, { type: 'granted' }]).phase).toBe('recording');
    expect(run([{ type: 'record' }, { type: 'granted' }, { type: 'stop' }]).phase).toBe('saving');
    expect(run([{ type: 'record' }, { type: 'granted' }, { type: 'stop' }, { type: 'saved' }])).toEqual({ phase: 'idle', error: null });
  });

  it('says why when the microphone is refused, and clears that on the next try', () => {
    const refused = run([{ type: 'record' }, { type: 'refused', error: 'permissionDenied' }]);
    expect(refused).toEqual({ phase: 'idle', error: 'permissionDenied' });
    expect(recorderReducer(refused, { type: 'record' })).toEqual({ phase: 'requesting', error: null });
  });

  it('plays back and records again over a playing recording', () => {
    const playing = run([{ type: 'play' }]);
    expect(playing.phase).toBe('playing');
    expect(recorderReducer(playing, { type: 'ended' }).phase).toBe('idle');
    expect(recorderReducer(playing, { type: 'record' }).phase).toBe('requesting');
  });

  it('reports a failed save', () => {
    expect(run([{ type: 'record' }, { type: 'granted' }, { type: 'stop' }, { type: 'failed', error: 'failed' }])).toEqual({ phase: 'idle', error: 'failed' });
  });

  it('ignores events that make no sense where it is', () => {
    const recording = run([{ type: 'record' }, { type: 'granted' }]);
    for (const event of [{ type: 'record' }, { type: 'play' }, { type: 'delete' }, { type: 'saved' }, { type: 'granted' }] as RecorderEvent[]) {
      expect(recorderReducer(recording, event)).toBe(recording);
    }
    expect(recorderReducer(initialRecorderState, { type: 'stop' })).toBe(initialRecorderState);
    expect(recorderReducer(initialRecorderState, { type: 'ended' })).toBe(initialRecorderState);
  });
});

describe('pickRecordingType', () => {
  it('prefers Ogg/Opus, then WebM/Opus, then MP4/AAC, else the browser default', () => {
    expect(pickRecordingType(() => true)).toBe('audio/ogg;codecs=opus');
    expect(pickRecordingType((t) => t.startsWith('audio/webm'))).toBe('audio/webm;codecs=opus');
    expect(pickRecordingType((t) => t.startsWith('audio/mp4'))).toBe('audio/mp4;codecs=mp4a.40.2');
    expect(pickRecordingType(() => false)).toBe('');
    expect(
      pickRecordingType(() => {
        throw new Error('old browser');
      }),
    ).toBe('');
  });
});
