import type { Location } from '@tessera/core';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * The country of the browser's preferred language ("es-AR,es;q=0.9" → Argentina), without asking
 * any outside service. Tags are tried in the order of their q weights; undefined when none names a country.
 */
export function locationFromAcceptLanguage(header: string | undefined): Location | undefined {
  if (!header) return undefined;
  const tags = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of tags) {
    let region: string | undefined;
    try {
      region = new Intl.Locale(tag).region;
    } catch {
      continue;
    }
    // Two letters name a country; three digits (419) name a larger area.
    if (!region || !/^[A-Z]{2}$/.test(region) || region === 'ZZ') continue;
    const country = regionNames.of(region);
    if (country && country !== region) return { country, countryCode: region };
  }
  return undefined;
}
