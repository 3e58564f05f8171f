import { zipSync, type Zippable } from 'fflate';
import { OBZ_ZIP_OPTIONS } from '@tessera/core';

// An .obz is zipped here, off the UI thread: compressing all boards' files at once would freeze the page.
type WorkerScope = {
  postMessage(message: Uint8Array, transfer: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<Zippable>) => void): void;
};
const scope = self as unknown as WorkerScope;

scope.addEventListener('message', (event) => {
  const zipped = zipSync(event.data, OBZ_ZIP_OPTIONS);
  scope.postMessage(zipped, [zipped.buffer]);
});
