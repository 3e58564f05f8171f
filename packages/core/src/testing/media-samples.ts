/*
 * Small files of every kind the media checks meet, for tests of core and of the server. The recordings and the
 * lossy pictures were made by Chromium (MediaRecorder, canvas), as the app makes them; the rest is built byte by
 * byte after each format's layout, so that the parsers read them through to the end as they would a real file.
 */

const latin1 = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));
export const bytes = (...parts: (string | number[] | Uint8Array)[]): Uint8Array => {
  const arrays = parts.map((part) => (typeof part === 'string' ? Uint8Array.from(latin1(part)) : Uint8Array.from(part)));
  const out = new Uint8Array(arrays.reduce((sum, part) => sum + part.length, 0));
  arrays.reduce((at, part) => (out.set(part, at), at + part.length), 0);
  return out;
};
const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
const filled = (length: number, value: number): Uint8Array => new Uint8Array(length).fill(value);

const u32be = (value: number) => [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
const u32le = (value: number) => [value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, (value >>> 24) & 0xff];
const u16le = (value: number) => [value & 0xff, (value >>> 8) & 0xff];

/** A 1 x 1 PNG. */
export const png = (): Uint8Array => fromBase64('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==');
/** A PNG whose header says width x height, with `dataBytes` of picture data: what a decompression bomb looks like. */
export const pngOfSize = (width: number, height: number, dataBytes = 64): Uint8Array => {
  const chunk = (type: string, data: Uint8Array) => bytes(u32be(data.length), type, data, [0, 0, 0, 0]);
  return bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    chunk('IHDR', bytes(u32be(width), u32be(height), [8, 2, 0, 0, 0])),
    chunk('IDAT', filled(dataBytes, 0x78)),
    chunk('IEND', new Uint8Array()),
  );
};
/** A 1 x 1 GIF. */
export const gif = (): Uint8Array => fromBase64('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7');
/** A GIF whose screen is 1 x 1 but whose one frame is width x height (browsers grow the picture to hold it). */
export const gifWithFrame = (width: number, height: number): Uint8Array =>
  bytes(
    'GIF89a',
    u16le(1),
    u16le(1),
    [0x80, 0, 0],
    [0, 0, 0, 255, 255, 255],
    [0x2c],
    u16le(0),
    u16le(0),
    u16le(width),
    u16le(height),
    [0],
    [2, 2, 0x44, 0x01, 0],
    [0x3b],
  );
/** A 1 x 1 lossless WebP. */
export const webp = (): Uint8Array => fromBase64('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==');
/** A 3 x 2 lossy WebP, from Chromium's canvas. */
export const webpLossy = (): Uint8Array =>
  fromBase64(
    'UklGRhYCAABXRUJQVlA4WAoAAAAgAAAAAgAAAQAASUNDUMgBAAAAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADZWUDggKAAAAJABAJ0BKgMAAgAEAGgloAJ0ugADmAD+7gpnDaqytv/maPvN9lvQ4AA=',
  );
/** A 3 x 2 JPEG, from Chromium's canvas. */
export const jpeg = (): Uint8Array =>
  fromBase64(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDABsSFBcUERsXFhceHBsgKEIrKCUlKFE6PTBCYFVlZF9VXVtqeJmBanGQc1tdhbWGkJ6jq62rZ4C8ybqmx5moq6T/2wBDARweHigjKE4rK06kbl1upKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKT/wAARCAACAAMDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCWAKuv/9k=',
  );
/** The JPEG above with its frame header (SOF0) saying width x height. */
export const jpegOfSize = (width: number, height: number): Uint8Array => {
  const file = jpeg();
  const sof = file.findIndex((byte, at) => byte === 0xff && file[at + 1] === 0xc0);
  file.set([height >> 8, height & 0xff, width >> 8, width & 0xff], sof + 5);
  return file;
};

/** Mono 8 kHz 16-bit PCM WAV with `samples` samples; `riffSize` and `dataSize` replace the true sizes in its header. */
export const wav = ({ samples = 16, riffSize, dataSize }: { samples?: number; riffSize?: number; dataSize?: number } = {}): Uint8Array => {
  const data = filled(samples * 2, 0);
  const fmt = bytes('fmt ', u32le(16), u16le(1), u16le(1), u32le(8000), u32le(16000), u16le(2), u16le(16));
  return bytes('RIFF', u32le(riffSize ?? 4 + fmt.length + 8 + data.length), 'WAVE', fmt, 'data', u32le(dataSize ?? data.length), data);
};

/** Ogg's page checksum: CRC-32 with polynomial 0x04c11db7, not reflected. */
const oggCrc = (page: Uint8Array): number => {
  let crc = 0;
  for (const byte of page) {
    crc ^= byte << 24;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  }
  return crc >>> 0;
};
const oggPage = (flags: number, granule: number, sequence: number, packet: Uint8Array): Uint8Array => {
  const page = bytes('OggS', [0, flags], u32le(granule), u32le(0), u32le(0x5e55), u32le(sequence), u32le(0), [1, packet.length], packet);
  page.set(u32le(oggCrc(page)), 22);
  return page;
};
/** An Ogg Opus file as the Opus spec lays it out: head, tags, then 0.1 s of silent 20 ms packets. */
export const oggOpus = (): Uint8Array =>
  bytes(
    oggPage(2, 0, 0, bytes('OpusHead', [1, 1], u16le(312), u32le(48000), u16le(0), [0])),
    oggPage(0, 0, 1, bytes('OpusTags', u32le(7), 'tessera', u32le(0))),
    oggPage(4, 312 + 5 * 960, 2, bytes(...Array.from({ length: 5 }, () => [0xf8, 0xff, 0xfe]))),
  );
/** An Ogg page that opens a Theora video stream. */
export const oggTheora = (): Uint8Array => oggPage(2, 0, 0, bytes([0x80], 'theora', filled(35, 0)));

/** What Chromium's MediaRecorder makes of 0.6 s of a tone: WebM with one Opus track (Clusters of unknown size), and MP4 with AAC. */
export const webmAudio = (): Uint8Array =>
  fromBase64(
    'GkXfo59ChoEBQveBAULygQRC84EIQoKEd2VibUKHgQRChYECGFOAZwH/////////FUmpZpkq17GDD0JATYCGQ2hyb21lV0GGQ2hyb21lFlSua7+uvdeBAXPFh3VRcNB5msuDgQKGhkFfT1BVU2Oik09wdXNIZWFkAQIAAIC7AAAAAADhjbWERzuAAJ+BAmJkgSAfQ7Z1Af/////////ngQCjxIEAAIAY4UHtb7Lp4o4Fb7MygOGwt5BXar+GdngMmTZb+gP3UON2EU2fkanQ0UguDrjtQ8Og8tnUfwRW0aLtnKuJuH7Ko8GBAD2AGOwTQkJ5dTyL/KOT9wX/mWcRw9ybYWYlxudJGiFq74/zj1a/2FZdbtdsA/xYbl9kfiQQZUyA4XHcLT0i/x9DtnUB/////////+eBeKO/gQAAgBjsE0JCeXU5b54yu5mHFEx/7j1pWOX6rP9Fi/s32idS3/CZKy3Rqtr5UQg8UnsDO25oYhoTZWDjkj8oo7iBAD2AGOwTQr/7kBt7sQa8YTG5CDk6GnMq7r6RzGm9zm/28t5+IN3zBBXIxhyOYQf819urbwpHsB9DtnUB/////////+eB8KO5gQAAgBjsE0JCeXU5d0JKZA0AnIzA/ry23bM4pEH2lE0zc2L+aaGc8MlCDOCdaRODU9UmugwqYLRCo8WBAD2AGOwTQr/7kBq96TV7Vk/68r4Lkzp4oVhFkG5jFQdG48+zHsVFtJexLgOVhIBkdZw6wx9ps6acOdt7XxwRBfuV6nA=',
  );
export const m4a = (): Uint8Array =>
  fromBase64(
    'AAAAJGZ0eXBpc29tAAACAGlzb21pc282aXNvMnZwMDltcDQxAAACXW1vb3YAAAB4bXZoZAEAAAAAAAAA5zUfGwAAAADnNR8bAAAD6AAAAAAAAAAAAAEAAAEAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAG1dHJhawAAAGh0a2hkAQAAAwAAAADnNR8bAAAAAOc1HxsAAAABAAAAAAAAAAAAAACNAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABRW1kaWEAAAAsbWRoZAEAAAAAAAAA5zUfGwAAAADnNR8bAAC7gAAAAAAAAACNVcQAAAAAAC1oZGxyAAAAAAAAAABzb3VuAAAAAAAAAAAAAAAAU291bmRIYW5kbGVyAAAAAORtaW5mAAAAEHNtaGQAAAAAAAAAAAAAACVkaW5mAAAAHWRyZWYAAAAAAAAAAQAAAA11cmwgAAAAAQAAAACnc3RibAAAABBzdHNjAAAAAAAAAAAAAAAQc3R0cwAAAAAAAAAAAAAAFHN0c3oAAAAAAAAAAAAAAAAAAAAQc3RjbwAAAAAAAAAAAAAAW3N0c2QAAAAAAAAAAQAAAEtPcHVzAAAAAAAAAAEAAAAAAAAAAAACABAAAAAAu4AAAAAAABRidHJ0AAAAAAAAAAAAAAAAAAAAE2RPcHMAAg8AAAC7gAAAAAAAAChtdmV4AAAAIHRyZXgAAAAAAAAAAQAAAAEAAAAAAAAAAAAAAAAAAAB0bW9vZgAAABBtZmhkAAAAAAAAAAEAAABcdHJhZgAAABR0ZmhkAAIAIAAAAAECAAAAAAAAFHRmZHQBAAAAAAAAAAAAAAAAAAAsdHJ1bgEAAwEAAAADAAAAfAAACwYAAAA/AAALhQAAAD8AAAPwAAAANwAAAL1tZGF0GOFu2nDEp6OpfDP+puGVXSIbxa8J+6Cxmm15p6kXmAbfKu6BArtOXUWB/S34mCDKmLedBh/4iUjgg519atYgGOwTQr/7kB5SSDm5qlpDtIqEKDiH3KAuU7TnKyghnKl+HpK1Gc3Zxw9RFyn7xD8pTHpnWEW7UDc8e26ZN0BAGOwTQkJ5dTlcT4+rOjr342lzscJutSJIbsj6bce8Zp0Dlo1cXrCYQSoQSuYCHywHxtlWiRrNSAAAAGxtb29mAAAAEG1maGQAAAAAAAAAAgAAAFR0cmFmAAAAFHRmaGQAAgAgAAAAAQIAAAAAAAAUdGZkdAEAAAAAAAAAAAAhkgAAACR0cnVuAQADAQAAAAIAAAB0AAALhQAAADwAAAPwAAAANQAAAHltZGF0GOwTQr/7kBq96TvLSAeM156toYzXVOHuCEigWm2jOAy4qrLd4P+1h6Itc83grldXsrIcjliNwQ93aXdDGOwTQkJ5dTqj7tSCcoxv5ZQkRGp0Oq5jeVrPppwhc+DDfVdDmraHHBBValiSmJZUGnKfzNgAAABsbW9vZgAAABBtZmhkAAAAAAAAAAMAAABUdHJhZgAAABR0ZmhkAAIAIAAAAAECAAAAAAAAFHRmZHQBAAAAAAAAAAAAOB4AAAAkdHJ1bgEAAwEAAAACAAAAdAAAC4YAAAA4AAAD8AAAADUAAAB1bWRhdBjsE0K/+5Abfnw90RC4ENrAqPvKE0LeAzhT53KAeaY+aAS3zItY5FMTweQo7JNNYLLFPPm53DeAGOwTQr/7kB5SSLqWESpRVofkBxkG225VQlVbzwR4HEgTY50KQMspbYHDg9bU5J3nsvEvBrcAAABsbW9vZgAAABBtZmhkAAAAAAAAAAQAAABUdHJhZgAAABR0ZmhkAAIAIAAAAAECAAAAAAAAFHRmZHQBAAAAAAAAAAAATqoAAAAkdHJ1bgEAAwEAAAACAAAAdAAAC4YAAABEAAAD8AAAAEsAAACXbWRhdBjsE0JCeXU5d0KidMwGrvuxuw3y+En+LUufGHXBAubB4arZ+RPJQS4Q+CRPDLiwLSLaPamocndY0tPP/H+7BCPq3u/oGOyDXfLBNOojYCN44c5ZBTf00BLJK1Sg9Gqrws/BHpcXCVgmwNhMU2eNR9N6gA46MO4lGL4wSAcnYgWANVI4/xDuKvEZfDcQpcdMAAAAZG1vb2YAAAAQbWZoZAAAAAAAAAAFAAAATHRyYWYAAAAUdGZoZAACACAAAAABAgAAAAAAABR0ZmR0AQAAAAAAAAAAAGU2AAAAHHRydW4BAAMBAAAAAQAAAGwAAAPwAAAAPAAAAERtZGF0GOyDXfLBNOKFWb0tS8PPOD76Rj2fnC7U4FpNw0hYo1kYLbPCXsC31uximCL60uzV7HI1nEhFI6Cgtg1A',
  );
/** Chromium's recordings of a canvas with sound: VP8 and Opus in WebM, a video track in MP4. */
export const webmVideo = (): Uint8Array =>
  fromBase64(
    'GkXfo59ChoEBQveBAULygQRC84EIQoKEd2VibUKHgQRChYECGFOAZwH/////////FUmpZpkq17GDD0JATYCGQ2hyb21lV0GGQ2hyb21lFlSua/uuuteBAXPFh4XML9epY3SDgQFV7oEBhoVWX1ZQOOCdsIEQuoEQU8CBAVWwkFWxgQFVuYECVbqBDVW7gQGuvdeBAnPFh5gOQJ+OOreDgQKGhkFfT1BVU2Oik09wdXNIZWFkAQIAAIC7AAAAAADhjbWERzuAAJ+BAmJkgSAfQ7Z1Af/////////ngQCg56G8gQAAALACAJ0BKhAAEAAABwiFhYiZhIgBJBATrVAfwBBn79j+/6y9H/+o0f6jR/qNH/6jR/+Uq8Fjc3wAdaGmpqTugQGlnxACAJ0BKhAAEAABhwiFhYiZhIgIAgAMDWAA/v5N4ACjxIIAD4AY4UHtb7Lp4o4Fb7MygOGwt5BXar+GdngMmTZb+gP3UON2EU2fkanQ0UguDrjtQ8Og8tnUfwRW0aLtnKuJuH7Ko8GCAE2AGOwTQkJ5dTyL/KOT9wX/mWcRw9ybYWYlxudJGiFq74/zj1a/2FZdbtdsA/xYbl9kfiQQZUyA4XHcLT0i/6DOoa6BAFkAsQEAABAUABgAMD/0DADvAP7+8ZGf+sr+ZX8yv98j/+tHP1o5+tHP/WVgdaGYppbugQGlkbEBAAYQXAAYABhYL/QACAAA+4EAH0O2dQH/////////54GIo7+CAACAGOwTQkJ5dTlvnjK7mYcUTH/uPWlY5fqs/0WL+zfaJ1Lf8JkrLdGq2vlRCDxSewM7bmhiGhNlYOOSPyigzaGtgQArALEBAAAQCSAAwAGB/6BgB3j+/6y9H/+o0f6jR/qNH/6jR/+Uq8Fjc3wAdaGYppbugQGlkbEBAAYQVAAYABhYL/QACAAA+4FZH0O2dQH/////////54HFo7iCAACAGOwTQr/7kBt7sQa8YTG5CDk6GnMq7r6RzGm9zm/28t5+IN3zBBXIxhyOYQf819urbwpHsKO5ggA7gBjsE0JCeXU5d0JKZA0AnIzA/ry23bM4pEH2lE0zc2L+aaGc8MlCDOCdaRODU9UmugwqYLRCoM2hrYEAZgCxAQAAEAkgAMABgf+gYAd4/v+svR//qNH+o0f6jR/+o0f/lKvBY3N8AHWhmKaW7oEBpZGxAQAGEEwAGAAYWC/0AAgAAPuBsw==',
  );
export const mp4Video = (): Uint8Array =>
  fromBase64(
    'AAAAJGZ0eXBpc29tAAACAGlzb21pc282aXNvMnZwMDltcDQxAAAEjG1vb3YAAAB4bXZoZAEAAAAAAAAA5zUfHAAAAADnNR8cAAAD6AAAAAAAAAF9AAEAAAEAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAMAAAIPdHJhawAAAGh0a2hkAQAAAwAAAADnNR8cAAAAAOc1HxwAAAABAAAAAAAAAAAAAAFGAAAAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAQAAAAAAQAAAAEAAAAAABn21kaWEAAAAsbWRoZAEAAAAAAAAA5zUfHAAAAADnNR8cAAB1MAAAAAAAAAFGVcQAAAAAAC1oZGxyAAAAAAAAAAB2aWRlAAAAAAAAAAAAAAAAVmlkZW9IYW5kbGVyAAAAAT5taW5mAAAAFHZtaGQAAAABAAAAAAAAAAAAAAAlZGluZgAAAB1kcmVmAAAAAAAAAAEAAAANdXJsIAAAAAEAAAAA/XN0YmwAAAAQc3RzYwAAAAAAAAAAAAAAEHN0dHMAAAAAAAAAAAAAABRzdHN6AAAAAAAAAAAAAAAAAAAAEHN0Y28AAAAAAAAAAAAAALFzdHNkAAAAAAAAAAEAAAChdnAwOQAAAAAAAAABAAAAAQAAAAAAAAAAAAAAAAAQABAASAAAAEgAAAAAAAAAAQpWUEMgQ29kaW5nAAAAAAAAAAAAAAAAAAAAAAAAAAAAABj//wAAABBwYXNwAAAAAQAAAAEAAAAUYnRydAAAAAAAAAAAAAAAAAAAABR2cGNDAQAAAAAAgQENAQAAAAAAE2NvbHJuY2x4AAEADQABgAAAAbV0cmFrAAAAaHRraGQBAAADAAAAAOc1HxwAAAAA5zUfHAAAAAIAAAAAAAAAAAAAAX0AAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAFFbWRpYQAAACxtZGhkAQAAAAAAAADnNR8cAAAAAOc1HxwAALuAAAAAAAAAAX1VxAAAAAAALWhkbHIAAAAAAAAAAHNvdW4AAAAAAAAAAAAAAABTb3VuZEhhbmRsZXIAAAAA5G1pbmYAAAAQc21oZAAAAAAAAAAAAAAAJWRpbmYAAAAdZHJlZgAAAAAAAAABAAAADXVybCAAAAABAAAAAKdzdGJsAAAAEHN0c2MAAAAAAAAAAAAAABBzdHRzAAAAAAAAAAAAAAAUc3RzegAAAAAAAAAAAAAAAAAAABBzdGNvAAAAAAAAAAAAAABbc3RzZAAAAAAAAAABAAAAS09wdXMAAAAAAAAAAQAAAAAAAAAAAAIAEAAAAAC7gAAAAAAAFGJ0cnQAAAAAAAAAAAAAAAAAAAATZE9wcwACDwAAALuAAAAAAAAASG12ZXgAAAAgdHJleAAAAAAAAAABAAAAAQAAAAAAAAAAAAAAAAAAACB0cmV4AAAAAAAAAAIAAAABAAAAAAAAAAAAAAAAAAAA/G1vb2YAAAAQbWZoZAAAAAAAAAABAAAAaHRyYWYAAAAUdGZoZAACACAAAAABAQEAAAAAABR0ZmR0AQAAAAAAAAAAAAAAAAAAOHRydW4BAAMFAAAABAAAAQQCAAAAAAAPKAAAAEUAAAiCAAAADwAACqEAAAAhAAAD5wAAABAAAAB8dHJhZgAAABR0ZmhkAAIAIAAAAAICAAAAAAAAFHRmZHQBAAAAAAAAAAAAAAAAAABMdHJ1bgEAAwEAAAAHAAABiQAAC4QAAABAAAALBgAAAD0AAAuGAAAAOwAACwUAAAA0AAALhgAAADUAAAsFAAAAQQAAA/AAAAA6AAACKW1kYXSCSYNCUADwAPYGOCQcGDoAACBAACKb//+wJMfCVUhAV+DvzTFYusVV16J9Q22LTQs1Nzi1In25iwG////+e0H///g4AACGAECSnChIIAADcAAAQkCGAECSnChJgAADcAAAKn///ZAf/////4hz//////cTAACGAECSnChIYAADcAAATcgAGOFB7W+y6eKOBW+zMoDhsLeQV2q/hnZ4DJk2W/oD91DjdhFNn5Gp0NFILg647UPDoPLZ1H8EVtGi7Zyribh+yhjsE0JCeXU8i/yjk/cF/5lnEcPcm2FmJcbnSRohau+P849Wv9hWXW7XbAP8WG5fZH4kEGVMgOFx3C09Iv8Y7BNCQnl1OW+eMruZhxRMf+49aVjl+qz/RYv7N9onUt/wmSst0ara+VEIPFJ7AztuaGIaE2Vg45I/KBjsE0K/+5Abe7EGvGExuQg5OhpzKu6+kcxpvc5v9vLefiDd8wQVyMYcjmEH/Nfbq28KR7AY7BNCQnl1OXdCSmQNAJyMwP68tt2zOKRB9pRNM3Ni/mmhnPDJQgzgnWkTg1PVJroMKmC0QhjsE0K/+5Aavek1e1ZP+vK+C5M6eKFYRZBuYxUHRuPPsx7FRbSXsS4DlYSAZHWcOsMfabOmnDnbe18cEQX7lepwGOwTQkJ5dTqj7x9qyIxQD5oPz9UNI3/f9bGtN79IQk6lzs4QEvo1nPh2/B1j4Hcd/90iSK2JxrFrGAAAAExtZnJhAAAANHRmcmEBAAAAAAAAAQAAAD8AAAABAAAAAAAAAAAAAAAAAAAEsAAAAAEAAAABAAAAAQAAABBtZnJvAAAAAAAAAEw=',
  );

/** MPEG-1 Layer III, 128 kbit/s, 44.1 kHz frames. */
const mp3Frames = () => bytes([0xff, 0xfb, 0x90, 0x64], filled(413, 0), [0xff, 0xfb, 0x90, 0x64], filled(413, 0));
export const mp3 = (): Uint8Array => mp3Frames();
const title = bytes('TIT2', u32be(6), [0, 0], [3], 'Hello');
/** An MP3 behind an ID3v2.3 tag holding its title; `tagSize` replaces the tag's true (syncsafe) size. */
export const mp3WithId3 = (tagSize?: number[]): Uint8Array => bytes('ID3', [3, 0, 0], tagSize ?? [0, 0, 0, title.length], title, mp3Frames());
/** Raw AAC: two ADTS frames. */
export const aac = (): Uint8Array => bytes([0xff, 0xf1, 0x50, 0x80, 0x02, 0x1f, 0xfc], filled(9, 0), [0xff, 0xf1, 0x50, 0x80, 0x02, 0x1f, 0xfc], filled(9, 0));

export const svg = (inner = '<circle cx="5" cy="5" r="4" fill="red"/>'): Uint8Array =>
  bytes(`<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${inner}</svg>`);

/** ISO BMFF box, for a still picture in an MP4-like container. */
const box = (type: string, content: Uint8Array): Uint8Array => bytes(u32be(8 + content.length), type, content);
export const heic = (): Uint8Array =>
  bytes(box('ftyp', bytes('heic', u32be(0), 'mif1heic')), box('meta', bytes(u32be(0), box('hdlr', bytes(u32be(0), u32be(0), 'pict', filled(13, 0))))));

/** Files that are none of the kinds taken, some pretending to be. */
export const refusedSamples = (): Record<string, Uint8Array> => ({
  'a PDF': bytes('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n'),
  'a Windows program': bytes('MZ', filled(58, 0), u32le(64), 'PE\0\0'),
  'a ZIP archive': bytes('PK', [3, 4], filled(26, 0)),
  'an HTML page': bytes('<!doctype html><html><body><script>alert(1)</script></body></html>'),
  'a PHP script': bytes('<?php system($_GET["c"]); ?>'),
  'plain text': bytes('just some words'),
  'a TIFF picture': bytes('II*\0', u32le(8), filled(16, 0)),
  'an AVI video': bytes('RIFF', u32le(100), 'AVI LIST', filled(16, 0)),
  'an Ogg Theora video': oggTheora(),
  'a WebM video': webmVideo(),
  'an MP4 video': mp4Video(),
  'a HEIC picture': heic(),
  'an empty file': new Uint8Array(),
});
