import type { KeyboardLayout, Predictor } from '@tessera/core';
import { useEffect, useState } from 'react';
import { loadPredictor } from './load-lexicon';

/** The keyboard's predictor once its words are loaded (null until then, and for a moment after a language change). */
export function usePredictor(locale: string, layout: KeyboardLayout): Predictor | null {
  const [loaded, setLoaded] = useState<{ key: string; predictor: Predictor } | null>(null);
  const key = `${locale}|${layout.language}`;
  useEffect(() => {
    let current = true;
    void loadPredictor(locale, layout).then(
      (predictor) => current && setLoaded({ key, predictor }),
      () => undefined,
    );
    return () => {
      current = false;
    };
    // The layout's letters change with its language only (the order does not change which words it can type).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return loaded?.key === key ? loaded.predictor : null;
}
