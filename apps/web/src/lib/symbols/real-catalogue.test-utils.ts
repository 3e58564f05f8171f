import { buildCatalogue } from '../../../vite/symbol-catalogue/build-catalogue';
import type { CatalogueFile, KeywordFile } from './catalogue-files';

let built: { catalogue: CatalogueFile; en: KeywordFile; es: KeywordFile } | undefined;

/** Tests: the real catalogue in English and Spanish, built from the installed OpenMoji and CLDR packages. */
export function realCatalogue() {
  if (!built) {
    const { catalogue, languages } = buildCatalogue(['en', 'es']);
    const en = languages.get('en');
    const es = languages.get('es');
    if (!en || !es) throw new Error('no keyword files');
    built = { catalogue, en, es };
  }
  return built;
}
