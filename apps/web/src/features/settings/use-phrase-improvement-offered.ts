import { useEffect, useState } from 'react';
import { getServerFeatures } from '../../lib/api/get-server-features';
import { selectIsLoggedIn } from '../../state/auth-slice';
import { useAppSelector } from '../../state/hooks';

/**
 * Whether the Improve Phrase switch is shown: to a signed-in user (spec 01 §6: phrase improvement is theirs), when
 * the server says it offers it (GET /features; PHRASE_API_URL set). Offline or unknown: not shown.
 */
export function usePhraseImprovementOffered(): boolean {
  const signedIn = useAppSelector(selectIsLoggedIn);
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    if (!signedIn) return;
    const request = new AbortController();
    getServerFeatures(request.signal).then(
      (features) => {
        if (!request.signal.aborted) setOffered(features.phraseImprovement);
      },
      () => undefined,
    );
    return () => request.abort();
  }, [signedIn]);
  return signedIn && offered;
}
