import type { ServerResponse } from 'node:http';

/**
 * The policy of a file that is never a page of the app: nothing may load from it and no script runs in it, should
 * someone open it on its own (an SVG picture opened at its address is a document). The same as an uploaded SVG's.
 */
export const SUBRESOURCE_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/**
 * What only a page (a document, or a script that may start a worker) reads of the security headers: a picture, a
 * font or a style sheet carries them for nothing. They are about 700 of the 1,140 bytes of headers each picture came
 * with, more than most of the built-in pictures themselves (830 bytes of a typical one); on a 1.6 Mbit/s link the
 * 26 pictures of a board's first screen shared the line with the app's code for 18 KB of them.
 * Kept: the content type's `nosniff`, the resource policy, HSTS and the referrer policy (a style sheet's fonts and
 * pictures are fetched under it).
 */
const DOCUMENT_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Pictures, fonts, style sheets and data files of the build (a compressed copy's path ends in .br or .gz). */
const SUBRESOURCE = /\.(svg|png|jpe?g|webp|avif|gif|ico|woff2?|ttf|otf|css|json|webmanifest)(\.br|\.gz)?$/i;

/** Trims the security headers set on every answer (plugins/security.ts) to what a file of the build that is not a page needs. */
export function trimSubresourceHeaders(response: ServerResponse, path: string): void {
  if (!SUBRESOURCE.test(path)) return;
  for (const name of DOCUMENT_ONLY_HEADERS) response.removeHeader(name);
  response.setHeader('content-security-policy', SUBRESOURCE_CONTENT_SECURITY_POLICY);
}
