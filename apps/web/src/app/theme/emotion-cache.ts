import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { TextDirection } from '../../lib/i18n/locales';

// Right-to-left styles are mirrored when emotion writes them (margin-left becomes margin-right, and so on);
// each direction keeps its own cache so switching back and forth never mixes the two.
const caches: Record<TextDirection, EmotionCache> = {
  ltr: createCache({ key: 'mui', prepend: true }),
  rtl: createCache({ key: 'muirtl', prepend: true, stylisPlugins: [prefixer, rtlPlugin] }),
};

export const emotionCacheFor = (direction: TextDirection): EmotionCache => caches[direction];
