import { exportFileName, obzEntries, writeCboardJson, writeObf, type Board, type ExportMedia, type ExportOptions, type Tile } from '@tessera/core';
import { isMediaRef } from '../../lib/db';
import { fetchMedia, type FetchMedia } from '../../lib/db/fetch-media';
import { eachLimited } from '../../lib/each-limited';
import { zipOffMainThread } from './zip-off-main-thread';

export type FileFormat = 'cboard' | 'openboard';
export type { FetchMedia };

/** Every picture and sound source the boards point at, each once. */
function mediaSources(boards: readonly Board[], format: FileFormat): string[] {
  const sources = new Set<string>();
  const add = (src: string | undefined) => {
    // Cboard's JSON keeps addresses as they are: only files kept on this device go inside it.
    if (src && !src.startsWith('data:') && (format === 'openboard' || isMediaRef(src))) sources.add(src);
  };
  for (const board of boards) {
    add(board.caption);
    board.tiles.forEach((tile: Tile) => (add(tile.image), add(tile.sound)));
  }
  return [...sources];
}

export interface ExportRequest {
  boards: readonly Board[];
  /** The board opened first (the communicator's root), when it is among them. */
  rootId: string | undefined;
  format: FileFormat;
  labels: Pick<ExportOptions, 'labelOf' | 'nameOf'>;
  fetch?: FetchMedia;
  onProgress?: (done: number, total: number) => void;
  now?: Date;
}

/**
 * The export file of spec 02 §2, §9: Cboard JSON, one board as .obf or several as .obz, named with the time. Pictures
 * and recorded sounds go inside; one that cannot be fetched is logged and the export goes on without it (spec 02 §5).
 */
export async function buildExportFile({ boards, rootId, format, labels, fetch = fetchMedia, onProgress, now = new Date() }: ExportRequest): Promise<File> {
  const sources = mediaSources(boards, format);
  const media = new Map<string, ExportMedia>();
  let done = 0;
  onProgress?.(0, sources.length);
  await eachLimited(sources, 4, async (src) => {
    try {
      const file = await fetch(src);
      if (file) media.set(src, file);
      else console.warn(`Export: no file behind ${src}; the tile goes without it.`);
    } catch (error) {
      console.warn(`Export: ${src} could not be fetched; the tile goes without it.`, error);
    }
    onProgress?.((done += 1), sources.length);
  });
  const options: ExportOptions = { media, ...labels, baseUrl: globalThis.location?.origin };
  const name = exportFileName(format, boards.length, now);
  if (format === 'cboard') return new File([writeCboardJson(boards, media)], name, { type: 'application/json' });
  if (boards.length === 1) return new File([writeObf(boards[0] as Board, options)], name, { type: 'application/json' });
  return new File([(await zipOffMainThread(obzEntries(boards, rootId, options))) as Uint8Array<ArrayBuffer>], name, { type: 'application/zip' });
}

/** Hands a file to the browser as a download. */
export function downloadFile(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
