import { useEffect } from 'react';
import { defineMessages } from 'react-intl';
import { getSpeechService, type SpeechService } from '../lib/speech';
import { useAppDispatch } from '../state/hooks';
import { notificationShown } from '../state/notifications-slice';

const messages = defineMessages({
  noVoice: { id: 'app.speech.noVoice', defaultMessage: 'WARNING: we did not detect an available Text to Speech voice! ... cannot work properly.' },
});

// One notice however many taps fail: a new one replaces the open one instead of queueing behind it.
const NO_VOICE_GROUP = 'no-voice';

/**
 * Tells the user when nothing on this device can speak (spec 01 §8): the speech service emits 'warning' only when
 * neither a browser voice nor the offline voice can say the language.
 */
export function useSpeechWarnings(service: Pick<SpeechService, 'on'> = getSpeechService()): void {
  const dispatch = useAppDispatch();
  useEffect(
    () => service.on('warning', () => dispatch(notificationShown({ message: messages.noVoice, kind: 'warning', group: NO_VOICE_GROUP }))),
    [service, dispatch],
  );
}

/** The hook as a component, for the app's root. */
export function SpeechWarnings(): null {
  useSpeechWarnings();
  return null;
}
