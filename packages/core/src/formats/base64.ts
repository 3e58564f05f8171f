// Base64 without the platform: core runs in the browser and on the server alike, and neither's helper is in its lib.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const LOOKUP = new Int16Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i += 1) LOOKUP[ALPHABET.charCodeAt(i)] = i;
// The URL-safe alphabet reads the same.
LOOKUP['-'.charCodeAt(0)] = 62;
LOOKUP['_'.charCodeAt(0)] = 63;

/** Bytes as base64 text (with padding). */
export function encodeBase64(bytes: Uint8Array): string {
  const parts: string[] = [];
  const CHUNK = 3 * 4096;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    let out = '';
    const end = Math.min(bytes.length, start + CHUNK);
    for (let i = start; i < end; i += 3) {
      const a = bytes[i] as number;
      const b = i + 1 < end ? (bytes[i + 1] as number) : 0;
      const c = i + 2 < end ? (bytes[i + 2] as number) : 0;
      const triple = (a << 16) | (b << 8) | c;
      out += ALPHABET[(triple >> 18) & 63]! + ALPHABET[(triple >> 12) & 63]!;
      out += i + 1 < end ? ALPHABET[(triple >> 6) & 63]! : '=';
      out += i + 2 < end ? ALPHABET[triple & 63]! : '=';
    }
    parts.push(out);
  }
  return parts.join('');
}

/** Base64 text as bytes; whitespace is skipped; null when another character is found. */
export function decodeBase64(text: string): Uint8Array | null {
  const out = new Uint8Array(Math.floor((text.length * 3) / 4) + 3);
  let length = 0;
  let buffer = 0;
  let bits = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 61) break; // '=': the end
    if (code === 32 || code === 10 || code === 13 || code === 9) continue;
    const value = code < 128 ? (LOOKUP[code] as number) : -1;
    if (value < 0) return null;
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[length] = (buffer >> bits) & 0xff;
      length += 1;
    }
  }
  return out.subarray(0, length);
}
