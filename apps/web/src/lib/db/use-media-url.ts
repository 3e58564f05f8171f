import { useEffect, useState } from 'react';
import { cachedMediaUrl, resolveMediaUrl } from './media-url';

/**
 * A tile picture's or sound's URL for rendering. Plain URLs pass straight through; a `media:<id>` gives
 * undefined until its bytes are read (usually the same frame after the first time), then an object URL, or
 * null when the file is gone.
 */
export function useMediaUrl(ref: string | undefined): string | null | undefined {
  const [, setVersion] = useState(0);
  const url = cachedMediaUrl(ref);
  useEffect(() => {
    if (!ref || url !== undefined) return;
    let live = true;
    void resolveMediaUrl(ref).then(() => live && setVersion((n) => n + 1));
    return () => {
      live = false;
    };
  }, [ref, url]);
  return url;
}
