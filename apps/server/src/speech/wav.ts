/** The size of a canonical WAV header (RIFF, fmt, data) in bytes. */
export const WAV_HEADER_BYTES = 44;

/** 16-bit mono PCM chunks as one WAV file, which every browser's audio element plays. */
export function encodeWav(chunks: readonly Int16Array[], sampleRate: number): Buffer {
  const samples = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const wav = Buffer.alloc(WAV_HEADER_BYTES + samples * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16); // the fmt chunk's size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // one channel
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28); // bytes a second
  wav.writeUInt16LE(2, 32); // bytes a frame
  wav.writeUInt16LE(16, 34); // bits a sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples * 2, 40);
  let offset = WAV_HEADER_BYTES;
  for (const chunk of chunks) for (const sample of chunk) offset = wav.writeInt16LE(sample, offset);
  return wav;
}
