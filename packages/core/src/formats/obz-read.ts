import { isRecord, type LooseRecord } from '../boards/normalize-board-record.ts';
import { ImportRefused, type ImportLimits } from './import-limits.ts';
import { isObfBoard, readObfBoard, type ObfReadContext } from './obf-read.ts';
import { readZip, safeEntryPath } from './zip-reader.ts';

export interface PackageReadOptions {
  limits: ImportLimits;
  keepSource: (src: string) => boolean;
  keepLink: (id: string) => boolean;
}

export interface ReadRecords {
  records: LooseRecord[];
  /** The key of the board to open first, when the file names one. */
  rootKey?: string;
}

/** JSON text, or the problem of a broken file. */
export function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes).replace(/^\uFEFF/, ''));
  } catch {
    throw new ImportRefused({ kind: 'broken-json' });
  }
}

const idOf = (value: unknown): string | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' && value !== '' && value.length <= 100 ? value : undefined;

/** A single .obf board; its links leave the file, so only those to boards the app has are kept. */
export async function readObf(obf: LooseRecord, options: PackageReadOptions): Promise<ReadRecords> {
  const key = idOf(obf.id) ?? 'board';
  const context: ObfReadContext = {
    ...options,
    fileAt: () => undefined,
    manifestPaths: { images: {}, sounds: {} },
    linkOf: (link) => {
      const id = idOf(link.id);
      return id !== undefined && id !== key && options.keepLink(id) ? id : undefined;
    },
  };
  return { records: [await readObfBoard(obf, key, context)], rootKey: key };
}

/**
 * An .obz package: manifest.json (its root and paths), every board in it, and their links by path (or by id
 * within the package); links to boards outside it are kept only when the app has them. Pictures and sounds are
 * read from the package's files.
 */
export async function readObz(bytes: Uint8Array, options: PackageReadOptions): Promise<ReadRecords> {
  const files = readZip(bytes, options.limits);
  const manifestBytes = files.get('manifest.json');
  if (!manifestBytes) throw new ImportRefused({ kind: 'missing-manifest' });
  const manifest = parseJson(manifestBytes);
  if (!isRecord(manifest)) throw new ImportRefused({ kind: 'missing-manifest' });
  const manifestPaths = isRecord(manifest.paths) ? manifest.paths : {};
  const listed = isRecord(manifestPaths.boards) ? Object.values(manifestPaths.boards) : [];
  const boardPaths = new Set<string>();
  for (const path of [manifest.root, ...listed]) {
    const plain = typeof path === 'string' ? safeEntryPath(path) : null;
    if (plain && files.has(plain)) boardPaths.add(plain);
  }
  for (const path of files.keys()) if (path.toLowerCase().endsWith('.obf')) boardPaths.add(path);
  if (boardPaths.size > options.limits.maxBoards) throw new ImportRefused({ kind: 'too-many-boards', count: boardPaths.size });

  const boards = [...boardPaths].flatMap((path) => {
    const obf = parseJson(files.get(path) as Uint8Array);
    return isObfBoard(obf) ? [{ path, obf }] : [];
  });
  // Each board is known by its own id when that is unique in the package, else by its place in it.
  const idCounts = new Map<string, number>();
  for (const { obf } of boards) {
    const id = idOf(obf.id);
    if (id !== undefined) idCounts.set(id, (idCounts.get(id) ?? 0) + 1);
  }
  const keyOfPath = new Map<string, string>();
  const keyOfId = new Map<string, string>();
  boards.forEach(({ path, obf }, index) => {
    const id = idOf(obf.id);
    const key = id !== undefined && idCounts.get(id) === 1 ? id : `#${index}`;
    keyOfPath.set(path, key);
    if (id !== undefined) keyOfId.set(id, key);
  });
  const context: ObfReadContext = {
    ...options,
    fileAt: (path) => files.get(path),
    manifestPaths: {
      images: isRecord(manifestPaths.images) ? manifestPaths.images : {},
      sounds: isRecord(manifestPaths.sounds) ? manifestPaths.sounds : {},
    },
    linkOf: (link) => {
      const path = typeof link.path === 'string' ? safeEntryPath(link.path) : null;
      const byPath = path === null ? undefined : (keyOfPath.get(path) ?? keyOfPath.get(`boards/${path}`));
      if (byPath) return byPath;
      const id = idOf(link.id);
      if (id === undefined) return undefined;
      return keyOfId.get(id) ?? (options.keepLink(id) ? id : undefined);
    },
  };
  const records: LooseRecord[] = [];
  for (const { path, obf } of boards) records.push(await readObfBoard(obf, keyOfPath.get(path) as string, context));
  const rootPath = typeof manifest.root === 'string' ? safeEntryPath(manifest.root) : null;
  const rootKey = rootPath === null ? undefined : keyOfPath.get(rootPath);
  return rootKey === undefined ? { records } : { records, rootKey };
}
