/** A short 8 kHz, 8-bit mono WAV tone: small, and every browser plays it without a codec. */
export function toneWav(milliseconds: number): Buffer {
  const rate = 8000;
  const samples = Math.round((rate * milliseconds) / 1000);
  const wav = Buffer.alloc(44 + samples);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate, 28); // bytes per second
  wav.writeUInt16LE(1, 32); // block align
  wav.writeUInt16LE(8, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples, 40);
  for (let i = 0; i < samples; i += 1) wav[44 + i] = 128 + Math.round(90 * Math.sin((2 * Math.PI * 440 * i) / rate));
  return wav;
}
