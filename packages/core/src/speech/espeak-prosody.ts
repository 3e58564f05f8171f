/** eSpeak NG's own defaults and limits: words per minute, and pitch on a 0–99 scale. */
const DEFAULT_WPM = 175;
const MIN_WPM = 80;
const MAX_WPM = 450;
const DEFAULT_PITCH = 50;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const finiteOr = (value: number, fallback: number) => (Number.isFinite(value) ? value : fallback);

/** Maps the Web Speech rate (1 is normal, the settings slider goes 0 to 2) to eSpeak words per minute. */
export function espeakRate(rate: number): number {
  return Math.round(clamp(DEFAULT_WPM * finiteOr(rate, 1), MIN_WPM, MAX_WPM));
}

/** Maps the Web Speech pitch (0 to 2, 1 is normal) to eSpeak's 0–99 base pitch. */
export function espeakPitch(pitch: number): number {
  return Math.round(clamp(DEFAULT_PITCH * finiteOr(pitch, 1), 0, 99));
}
