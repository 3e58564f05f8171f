import { OBZ_ZIP_OPTIONS } from '@tessera/core';
import { zipSync, type Zippable } from 'fflate';

/**
 * Zips the files of an .obz in a worker, so the page goes on answering while a large export is compressed (all of
 * a user's boards zipped at once blocked the main thread for up to 0.8 s, see docs/BENCHMARKS.md). Where workers
 * cannot start, the files are zipped here.
 */
export function zipOffMainThread(files: Zippable): Promise<Uint8Array> {
  if (typeof Worker !== 'function') return Promise.resolve(zipSync(files, OBZ_ZIP_OPTIONS));
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./zip-worker.ts', import.meta.url), { type: 'module', name: 'obz-zip' });
    worker.addEventListener('message', (event: MessageEvent<Uint8Array>) => {
      worker.terminate();
      resolve(event.data);
    });
    worker.addEventListener('error', (event) => {
      worker.terminate();
      reject(new Error(`the zip worker failed: ${event.message}`));
    });
    worker.postMessage(files);
  });
}
