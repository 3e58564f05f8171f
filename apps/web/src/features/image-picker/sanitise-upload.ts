import { sanitiseSvg } from '@tessera/core';

/**
 * Makes an uploaded SVG safe to keep and show, with the same policy the server applies (core's
 * sanitiseSvg): no scripts, event handlers, embedded documents, animations, javascript: or non-image
 * data: links, references outside the picture, or style that imports or calls out. Null when the
 * file is not a well-formed SVG document, or is over the limits (256 levels, 20,000 elements, 100,000 attributes).
 */
export async function sanitiseUpload(text: string): Promise<string | null> {
  const result = await sanitiseSvg(text);
  return result.ok ? result.svg : null;
}
