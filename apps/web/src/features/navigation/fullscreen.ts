// The browser side of fullscreen; the store only mirrors what the document reports.

/** Touch-only devices (phones, tablets) get no fullscreen button (spec 01 §2: not on mobile). */
const isTouchOnly = (): boolean => typeof window.matchMedia === 'function' && window.matchMedia('(hover: none) and (pointer: coarse)').matches;

export const canOfferFullscreen = (): boolean => Boolean(document.fullscreenEnabled) && !isTouchOnly();

export const isDocumentFullscreen = (): boolean => document.fullscreenElement != null;

/** Enters or leaves fullscreen; a refusal (no user gesture, a policy) leaves things as they were. */
export async function toggleDocumentFullscreen(): Promise<void> {
  try {
    if (isDocumentFullscreen()) await document.exitFullscreen();
    else await document.documentElement.requestFullscreen();
  } catch {
    // The fullscreenchange event never fires, so the button keeps telling the truth.
  }
}
