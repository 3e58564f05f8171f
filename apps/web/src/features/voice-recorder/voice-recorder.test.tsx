import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../test/app-providers';
import { makeStore } from '../../state/store';
import { installMicrophone, StandInMediaRecorder, type StandInMicrophone } from './media-recorder-stand-in.test-utils';
import { startRecording } from './microphone';
import { VoiceRecorder } from './voice-recorder';

let microphone: StandInMicrophone | undefined;
afterEach(() => microphone?.restore());

function Harness({ storeMedia, initial = '' }: { storeMedia: (blob: Blob, kind: 'image' | 'sound') => Promise<string>; initial?: string }) {
  const [sound, setSound] = useState(initial);
  return (
    <>
      <VoiceRecorder value={sound} onChange={setSound} storeMedia={storeMedia} />
      <output aria-label="sound">{sound}</output>
    </>
  );
}

const setup = (initial = '') => {
  const storeMedia = vi.fn(async () => 'media:voice1');
  render(
    <AppProviders store={makeStore()}>
      <Harness storeMedia={storeMedia} initial={initial} />
    </AppProviders>,
  );
  return { storeMedia, sound: () => screen.getByRole('status', { name: 'sound' }).textContent };
};

describe('startRecording', () => {
  it('records Ogg/Opus where the browser can, and frees the microphone when stopped', async () => {
    microphone = installMicrophone();
    const recording = await startRecording();
    expect(StandInMediaRecorder.last?.mimeType).toBe('audio/ogg;codecs=opus');
    const blob = await recording.stop();
    expect(blob.type).toBe('audio/ogg');
    expect(blob.size).toBeGreaterThan(0);
    expect(microphone.tracksStopped()).toBe(true);
  });

  it('falls back to WebM/Opus', async () => {
    microphone = installMicrophone();
    StandInMediaRecorder.supported = new Set(['audio/webm;codecs=opus']);
    expect((await (await startRecording()).stop()).type).toBe('audio/webm');
  });

  it('tells a refusal from a missing microphone from a browser that cannot record', async () => {
    microphone = installMicrophone('NotAllowedError');
    await expect(startRecording()).rejects.toMatchObject({ reason: 'permissionDenied' });
    microphone.restore();
    microphone = installMicrophone('NotFoundError');
    await expect(startRecording()).rejects.toMatchObject({ reason: 'noMicrophone' });
    microphone.restore();
    microphone = undefined;
    await expect(startRecording()).rejects.toMatchObject({ reason: 'unsupported' });
  });
});

describe('VoiceRecorder', () => {
  it('records a voice, stores it as a sound, and offers play, record again and delete', async () => {
    microphone = installMicrophone();
    const { storeMedia, sound } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Record voice' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stop recording' }));
    await waitFor(() => expect(sound()).toBe('media:voice1'));
    const [blob, kind] = storeMedia.mock.calls[0] as unknown as [Blob, string];
    expect([blob.type, kind]).toEqual(['audio/ogg', 'sound']);
    expect(screen.getByRole('button', { name: 'Play recording' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Record again' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete recording' }));
    expect(sound()).toBe('');
    expect(screen.getByRole('button', { name: 'Record voice' })).toBeTruthy();
  });

  it('explains a refused microphone and keeps the recording there was', async () => {
    microphone = installMicrophone('NotAllowedError');
    const { sound } = setup('media:old');
    fireEvent.click(screen.getByRole('button', { name: 'Record again' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Tessera may not use the microphone.');
    expect(sound()).toBe('media:old');
  });
});
