import { unzipSync } from 'fflate';
import { ImportRefused, type ImportLimits } from './import-limits.ts';

/** A zip entry's name made plain: `\` as `/`, no `./`, repeated slashes as one; null when it leaves the package. */
export function safeEntryPath(name: string): string | null {
  const path = name.replace(/\\/g, '/');
  if (/^[a-z]:/i.test(path) || path.startsWith('/') || path.includes('\u0000')) return null;
  const parts = path.split('/').filter((part) => part !== '' && part !== '.');
  if (parts.some((part) => part === '..')) return null;
  return parts.join('/');
}

const isZip = (bytes: Uint8Array): boolean => bytes.length >= 22 && bytes[0] === 0x50 && bytes[1] === 0x4b;

/** A zip by its first bytes (a file's entry, or an empty archive's end record), whatever the file is named. */
export const looksLikeZip = (bytes: Uint8Array): boolean =>
  isZip(bytes) && ((bytes[2] === 0x03 && bytes[3] === 0x04) || (bytes[2] === 0x05 && bytes[3] === 0x06));

/** Resource forks and folders carry nothing of a board set. */
const isIgnored = (name: string): boolean => name.endsWith('/') || name.startsWith('__MACOSX/') || name.split('/').some((part) => part.startsWith('._'));

/**
 * The files of a zip by their plain paths. Sizes are checked from the zip's directory before anything is inflated
 * (inflating never writes past the declared size), so a zip bomb costs no memory: too many entries, too much
 * unpacked in all, or one entry packed too tightly refuse the whole file, as does a name with `..` or an absolute path.
 */
export function readZip(bytes: Uint8Array, limits: ImportLimits): Map<string, Uint8Array> {
  if (!isZip(bytes)) throw new ImportRefused({ kind: 'not-a-zip' });
  let entries = 0;
  let unpacked = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        entries += 1;
        if (entries > limits.maxZipEntries) throw new ImportRefused({ kind: 'too-many-files' });
        if (safeEntryPath(file.name) === null) throw new ImportRefused({ kind: 'unsafe-path', path: file.name.slice(0, 200) });
        if (isIgnored(file.name)) return false;
        unpacked += file.originalSize;
        const tooTight = file.originalSize > 1024 * 1024 && file.originalSize > Math.max(1, file.size) * limits.maxCompressionRatio;
        if (unpacked > limits.maxUnpackedBytes || tooTight) throw new ImportRefused({ kind: 'zip-bomb' });
        return true;
      },
    });
  } catch (error) {
    if (error instanceof ImportRefused) throw error;
    throw new ImportRefused({ kind: 'not-a-zip' });
  }
  const paths = new Map<string, Uint8Array>();
  for (const [name, data] of Object.entries(files)) paths.set(safeEntryPath(name) as string, data);
  return paths;
}
