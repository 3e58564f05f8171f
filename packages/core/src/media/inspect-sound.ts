import { riffFraming } from './declared-lengths.ts';
import { MAX_SOUND_SECONDS } from './media-limits.ts';
import type { MediaType } from './media-types.ts';

export type SoundInspection =
  | { ok: true; seconds?: number }
  | { ok: false; problem: 'unsupported' }
  | { ok: false; problem: 'damaged'; reason: string }
  | { ok: false; problem: 'too-long'; seconds: number };

const CLUSTER_ID = [0x1f, 0x43, 0xb6, 0x75];

/**
 * What music-metadata is given of a WebM file: everything before the first Cluster (the media data). A browser's
 * recorder writes Clusters of unknown size, which music-metadata 11 cannot step over, while everything it reads
 * (the tracks and their codecs, the duration when there is one) comes before them.
 */
function headerOfWebm(bytes: Uint8Array): Uint8Array {
  for (let at = bytes.indexOf(CLUSTER_ID[0]!); at !== -1; at = bytes.indexOf(CLUSTER_ID[0]!, at + 1)) {
    if (CLUSTER_ID.every((byte, i) => bytes[at + i] === byte)) return bytes.subarray(0, at);
  }
  return bytes;
}

/**
 * music-metadata's warnings that a length field reaches past what the file holds (a page, a tag, a frame, the data
 * chunk). Not its "Data chunk size exceeds file size", which it gives for every WAV's last chunk: the RIFF walk
 * checks those sizes.
 */
const LYING_LENGTH = /exceeding file length|Illegal ID3v2 tag length|Corrupt Ogg content|End-of-stream reached before|negative frameDataLeft|Parse error/;

/**
 * A sound read by music-metadata through the whole file (loaded only when a sound comes, being the larger part):
 * it must hold sound and no picture track (containers that carry video are refused), its length fields must agree
 * with the file, and it must last at most MAX_SOUND_SECONDS when it says how long it lasts.
 */
export async function inspectSound(bytes: Uint8Array, type: MediaType): Promise<SoundInspection> {
  if (type.extension === 'wav') {
    const problem = riffFraming(bytes);
    if (problem) return { ok: false, problem: 'damaged', reason: problem };
  }
  const { parseBuffer } = await import('music-metadata');
  const parsed = type.extension === 'weba' ? headerOfWebm(bytes) : bytes;
  let format;
  let warnings: string[];
  try {
    const metadata = await parseBuffer(parsed, { mimeType: type.mime, size: parsed.length }, { duration: true, skipCovers: true });
    format = metadata.format;
    warnings = metadata.quality.warnings.map((warning) => warning.message);
  } catch (error) {
    return { ok: false, problem: 'damaged', reason: error instanceof Error ? error.message : String(error) };
  }
  if (format.hasVideo || !format.hasAudio) return { ok: false, problem: 'unsupported' };
  const lie = warnings.find((warning) => LYING_LENGTH.test(warning));
  if (lie) return { ok: false, problem: 'damaged', reason: lie };
  const seconds = format.duration;
  if (seconds !== undefined && !(seconds <= MAX_SOUND_SECONDS)) return { ok: false, problem: 'too-long', seconds };
  return seconds === undefined ? { ok: true } : { ok: true, seconds };
}
