/** In order of preference: Ogg/Opus (what the spec stores), WebM/Opus (Chromium), MP4/AAC (Safari). */
export const RECORDING_TYPES = ['audio/ogg;codecs=opus', 'audio/webm;codecs=opus', 'audio/mp4;codecs=mp4a.40.2', 'audio/mp4'] as const;

/** The first recording format the browser can write, or '' to let it choose. */
export function pickRecordingType(isTypeSupported: (type: string) => boolean): string {
  return (
    RECORDING_TYPES.find((type) => {
      try {
        return isTypeSupported(type);
      } catch {
        return false;
      }
    }) ?? ''
  );
}
