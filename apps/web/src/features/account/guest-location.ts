import type { Location } from '@tessera/core';

/**
 * Spec 02 §2: a guest's country comes from the detected location. Like the server's GET /location, it is read
 * from the browser's preferred languages (the first with a region, 'es-AR' → Argentina); nothing is asked of
 * any outside service. The name is in the interface language.
 */
export function guestLocation(languages: readonly string[], displayLocale: string): Location | null {
  for (const language of languages) {
    let region: string | undefined;
    try {
      region = new Intl.Locale(language).region;
    } catch {
      continue; // not a valid language tag
    }
    if (!region || !/^[A-Z]{2}$/.test(region)) continue;
    try {
      const country = new Intl.DisplayNames([displayLocale, 'en'], { type: 'region' }).of(region);
      if (country && country !== region) return { country, countryCode: region };
    } catch {
      return { countryCode: region };
    }
  }
  return null;
}
