import { boardSpeechLanguage } from '@tessera/core';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { getSpeechService, type SpeechService } from '../lib/speech';
import { selectActiveBoard } from './board-slice';
import { useAppSelector } from './hooks';
import { selectLang } from './language-slice';
import { selectSpeechSettings } from './settings-slice';

/** What the board, the output bar, the scanner and the Speech settings ask of the speech service; tests hand in a double of it. */
export type Speaker = Pick<SpeechService, 'speak' | 'speakCue' | 'playSound' | 'playOutput' | 'cancel' | 'prewarm' | 'configure' | 'getVoices'>;

const SpeakerContext = createContext<Speaker | null>(null);

export function SpeakerProvider({ speaker, children }: { speaker: Speaker; children: ReactNode }) {
  return <SpeakerContext.Provider value={speaker}>{children}</SpeakerContext.Provider>;
}

/** The app's speech service, created on first use. */
export const useSpeaker = (): Speaker => useContext(SpeakerContext) ?? getSpeechService();

/**
 * Keeps the service's voice, language, pitch, rate and volume in step with the settings and the board shown: a board
 * with a language of its own (the built-in Spanish boards, an imported board) is spoken in it, with a voice of that
 * language (the chosen voice only if it speaks it), any other board in the interface's language.
 */
export function useSpeechSettingsSync(): void {
  const speaker = useSpeaker();
  const boardLocale = useAppSelector((state) => selectActiveBoard(state)?.locale);
  const lang = boardSpeechLanguage({ locale: boardLocale }, useAppSelector(selectLang));
  const { voiceURI, pitch, rate, volume } = useAppSelector(selectSpeechSettings);
  useEffect(() => {
    speaker.configure({ lang, voiceURI, pitch, rate, volume });
  }, [speaker, lang, voiceURI, pitch, rate, volume]);
}
