import type { ByteRange } from '../media/media-store.ts';

/**
 * The one range a Range header asks for in a file of `size` bytes (RFC 9110 §14.1.2): "bytes=0-99",
 * "bytes=100-" or "bytes=-100" (the last 100). 'unsatisfiable' when it starts past the end; null
 * when the whole file should go: no header, several ranges, or a unit or form we do not read.
 * Browsers ask for ranges to play sounds (Safari insists), and seek in them.
 */
export function byteRangeOf(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}
