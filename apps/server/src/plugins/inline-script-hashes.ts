import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)([^>]*)>([\s\S]*?)<\/script>/gi;
/** A data block (the default first board): never run, so it needs no permission. */
const DATA_BLOCK = /\btype\s*=\s*["']?application\/json\b/i;

/** The CSP sources that allow exactly the inline scripts of this HTML ('sha256-…' of each script's text). */
export const inlineScriptHashes = (html: string): string[] =>
  [...html.matchAll(INLINE_SCRIPT)]
    .filter((match) => !DATA_BLOCK.test(match[1] ?? ''))
    .map(
      (match) =>
        `'sha256-${createHash('sha256')
          .update(match[2] ?? '')
          .digest('base64')}'`,
    );

/**
 * The built web app's index.html carries one inline script (it shows the last board before the app's code
 * arrives); the content security policy allows it by its hash, and no other inline script.
 */
export function webAppScriptHashes(webDist: string | null): string[] {
  if (!webDist) return [];
  try {
    return inlineScriptHashes(readFileSync(join(webDist, 'index.html'), 'utf8'));
  } catch {
    return [];
  }
}
