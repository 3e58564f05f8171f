import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import * as samples from '../testing/media-samples.ts';
import { importBoardFile, type ImportOptions } from './import-board-file.ts';

let counter = 0;
const guest: ImportOptions = { newId: () => `new${(counter += 1)}`, owner: {}, locale: 'en-GB' };
const json = (value: unknown) => strToU8(JSON.stringify(value));

// An imported board file is checked as an upload is (core's inspectMedia): it cannot bring a picture that takes
// gigabytes to decode, or a sound whose header lies, onto the device and from there to the server.
describe('importBoardFile and the pictures and sounds inside it', () => {
  it('leaves out a decompression bomb and a lying sound of an OBZ, and keeps the honest ones', async () => {
    const buttons = ['ok', 'bomb', 'gif', 'voice', 'lie'].map((id) => ({ id, label: id, image_id: id, sound_id: id }));
    const files = {
      'manifest.json': json({ format: 'open-board-0.1', root: 'boards/a.obf', paths: {} }),
      'boards/a.obf': json({
        format: 'open-board-0.1',
        id: 'a',
        name: 'A',
        buttons,
        images: ['ok', 'bomb', 'gif'].map((id) => ({ id, path: `images/${id}` })),
        sounds: ['voice', 'lie'].map((id) => ({ id, path: `sounds/${id}` })),
      }),
      'images/ok': samples.png(),
      'images/bomb': samples.pngOfSize(20000, 20000, 100_000),
      'images/gif': samples.gifWithFrame(20000, 20000),
      'sounds/voice': samples.oggOpus(),
      'sounds/lie': samples.wav({ samples: 6, dataSize: 0x7fffffff }),
    };
    const outcome = await importBoardFile('a.obz', zipSync(files), guest);
    if (!outcome.ok) throw new Error(outcome.problem.kind);
    const tiles = outcome.boards[0]?.tiles ?? [];
    expect(tiles.map((tile) => tile.image?.slice(0, 22))).toEqual(['data:image/png;base64,', undefined, undefined, undefined, undefined]);
    expect(tiles.map((tile) => tile.sound?.slice(0, 22))).toEqual([undefined, undefined, undefined, 'data:audio/ogg;base64,', undefined]);
  });
});
