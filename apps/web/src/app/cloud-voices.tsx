import { createAction, type Middleware } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { defineMessages } from 'react-intl';
import { useNavigate } from 'react-router';
import { tokenOf } from '../lib/api/session-token';
import { getSpeechService, type CloudSpeech, type SpeechService } from '../lib/speech';
import { useAppDispatch, useAppSelector, useAppStore } from '../state/hooks';
import { notificationShown } from '../state/notifications-slice';
import { addLateMiddleware, type AppStore } from '../state/store';

export const cloudVoiceMessages = defineMessages({
  offline: { id: 'app.speech.cloudOffline', defaultMessage: 'WARNING: you are using an online voice, but it looks you are offline!' },
  insufficient: { id: 'app.speech.cloudInsufficient', defaultMessage: 'Your internet connection is insufficient to reproduce an online voice properly.' },
  changeVoice: { id: 'app.speech.changeVoice', defaultMessage: 'Change voice' },
});

/** The notices' Change voice action: opens the Speech settings. */
export const changeVoiceRequested = createAction('speech/changeVoiceRequested');
const SPEECH_SETTINGS_PATH = '/settings/speech';

// One notice however many taps fall back: a new one replaces the open one instead of queueing behind it.
const CLOUD_VOICE_GROUP = 'cloud-voice';

/** Where Change voice goes, per store: the router's navigate of the mounted layout. */
const navigators = new WeakMap<AppStore, (path: string) => void>();
const withChangeVoice = new WeakSet<AppStore>();

function listenForChangeVoice(store: AppStore): void {
  if (withChangeVoice.has(store)) return;
  withChangeVoice.add(store);
  const middleware: Middleware = () => (next) => (action) => {
    if (changeVoiceRequested.match(action)) navigators.get(store)?.(SPEECH_SETTINGS_PATH);
    return next(action);
  };
  addLateMiddleware(store, middleware);
}

/**
 * The server's voices (issue 29) for the speech service while signed in (the server says only to a signed-in user),
 * none otherwise; and the spec's notices (01 §8) when a tap with one fell back to the device's or offline voice:
 * offline, or the server failed or took over 5 s. Both notices offer Change voice.
 */
export function useCloudVoices(service: Pick<SpeechService, 'setCloud' | 'on'> = getSpeechService()): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const token = useAppSelector(tokenOf);

  useEffect(() => {
    listenForChangeVoice(store);
    navigators.set(store, (path) => void navigate(path));
  }, [store, navigate]);

  useEffect(() => {
    // Loaded on first use: the calls stay out of the first board's code.
    const calls = () => import('../lib/api/server-speech');
    const cloud: CloudSpeech | null = token
      ? {
          voices: async (signal) => (await calls()).getServerVoices(signal),
          audio: async (request, signal) => (await calls()).fetchServerSpeech(request, signal, { token }),
        }
      : null;
    service.setCloud(cloud);
  }, [service, token]);

  useEffect(
    () =>
      service.on('cloud', ({ problem }) =>
        dispatch(
          notificationShown({
            message: problem === 'offline' ? cloudVoiceMessages.offline : cloudVoiceMessages.insufficient,
            kind: 'warning',
            group: CLOUD_VOICE_GROUP,
            action: { label: cloudVoiceMessages.changeVoice, command: changeVoiceRequested() },
          }),
        ),
      ),
    [service, dispatch],
  );
}

/** The hook as a component, inside the router (Change voice navigates). */
export function CloudVoices(): null {
  useCloudVoices();
  return null;
}
