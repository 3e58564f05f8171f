/** What a WAV file holds, read from its header and samples: enough to tell speech from silence or a broken file. */
export type DecodedWav = { sampleRate: number; channels: number; bitsPerSample: number; samples: number; seconds: number; peak: number };

/** Reads a PCM WAV file chunk by chunk (RIFF/WAVE, fmt, data), as a player would; throws when it is not one. */
export function decodeWav(bytes: Buffer): DecodedWav {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WAVE') throw new Error('not a RIFF/WAVE file');
  let offset = 12;
  let format: { channels: number; sampleRate: number; bitsPerSample: number } | null = null;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (bytes.readUInt16LE(body) !== 1) throw new Error('not PCM');
      format = { channels: bytes.readUInt16LE(body + 2), sampleRate: bytes.readUInt32LE(body + 4), bitsPerSample: bytes.readUInt16LE(body + 14) };
    } else if (id === 'data') {
      if (!format || format.bitsPerSample !== 16) throw new Error('no 16-bit fmt chunk before the data');
      if (body + size > bytes.length) throw new Error('data chunk cut short');
      const samples = size / 2 / format.channels;
      let peak = 0;
      for (let at = body; at < body + size; at += 2) peak = Math.max(peak, Math.abs(bytes.readInt16LE(at)));
      return { ...format, samples, seconds: samples / format.sampleRate, peak: peak / 32768 };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('no data chunk');
}
