import { crc32, deflateSync } from 'node:zlib';

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A width x height RGB PNG: left half red, right half blue, so a crop or a turn shows in the result. */
export function twoColourPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, no interlace
  // Every row is the same: the first is drawn, the others copied (an 8000 x 8000 picture is made in a moment).
  const stride = width * 3 + 1;
  const rows = Buffer.alloc(stride * height);
  for (let x = 0; x < width; x += 1) rows.set(x < width / 2 ? [220, 40, 40] : [40, 60, 220], 1 + x * 3);
  for (let y = 1; y < height; y += 1) rows.copy(rows, y * stride, 0, stride);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
