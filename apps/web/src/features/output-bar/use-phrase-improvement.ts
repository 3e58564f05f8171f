import { boardSpeechLanguage, joinOutputPhrase, type Tile } from '@tessera/core';
import { useEffect } from 'react';
import { improvePhrase } from '../../lib/api/improve-phrase';
import { premiumRefusalOf } from '../../lib/api/premium-refusal';
import { selectIsLoggedIn, selectUser } from '../../state/auth-slice';
import { readPremium } from '../../state/premium-reads';
import { premiumKnown, selectKnownPremium } from '../../state/premium-slice';
import { selectActiveBoard } from '../../state/board-slice';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { selectLang } from '../../state/language-slice';
import { improvedPhraseReceived } from '../../state/output-slice';
import { selectNavigationSettings } from '../../state/settings-slice';

/** A pause in the taps before the phrase is sent: "I", "want", "eat" tapped in a row ask once, for the three. */
export const IMPROVE_PHRASE_DELAY_MS = 300;

/**
 * Improve Phrase (spec 01 §4 Output playback, issue 29): with the setting on and a user signed in, each change of the
 * output asks the server for a natural sentence of it, aborting the request of the output before. Off the tap's path:
 * it starts after the tiles changed (and after a short pause), and a tile's own speech never waits for it. Output with
 * recorded sounds is played as it is, never improved. Offline, refused or failed: nothing, silently (the symbols' words stay).
 * Premium (issue 29): nothing is asked until the subscription state is read, nor while it says premium is off; a 402
 * the server answers all the same (the state read here was old) says it is off now. No banner: the user is talking;
 * Settings says why the switch does nothing. Reading the state again there, or on the Subscribe screen, turns it on.
 */
export function usePhraseImprovement(tiles: readonly Tile[]): void {
  const dispatch = useAppDispatch();
  const { improvePhraseActive } = useAppSelector(selectNavigationSettings);
  const signedIn = useAppSelector(selectIsLoggedIn);
  const userId = useAppSelector(selectUser)?.id;
  const boardLocale = useAppSelector((state) => selectActiveBoard(state)?.locale);
  const language = boardSpeechLanguage({ locale: boardLocale }, useAppSelector(selectLang));
  const phrase = tiles.some((tile) => tile.sound) ? '' : joinOutputPhrase(tiles);
  const wanted = improvePhraseActive && signedIn && userId !== undefined;
  const known = useAppSelector(selectKnownPremium);
  const premiumRefusal = known && known.userId === userId ? known.refusal : undefined;
  const enabled = wanted && premiumRefusal === null;

  useEffect(() => {
    if (wanted && premiumRefusal === undefined && userId) void dispatch(readPremium(userId));
  }, [dispatch, wanted, premiumRefusal, userId]);

  useEffect(() => {
    if (!enabled || !phrase.trim()) return;
    const request = new AbortController();
    const timer = setTimeout(() => {
      dispatch(improvePhrase({ phrase, language, signal: request.signal })).then(
        (answer) => {
          if (!request.signal.aborted && answer.phrase && answer.phrase !== phrase) dispatch(improvedPhraseReceived(answer.phrase));
        },
        (error: unknown) => {
          const refusal = premiumRefusalOf(error);
          if (refusal && userId) dispatch(premiumKnown({ userId, refusal }));
        },
      );
    }, IMPROVE_PHRASE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      request.abort();
    };
    // Every change of the tiles asks again (spec 01 §4), even one that leaves the words as they were.
  }, [dispatch, enabled, phrase, language, tiles, userId]);
}
