/** How many pages a list of `total` items has, `limit` to a page (at least one, even when empty). */
export const totalPages = (total: number, limit: number): number => Math.max(1, Math.ceil(total / Math.max(1, limit)));

/** Spec 01 §2: a list offers to load more while the page shown is before its last page. */
export const hasMorePages = ({ page, total, limit }: { page: number; total: number; limit: number }): boolean => page < totalPages(total, limit);

/** The first `page` pages of a list kept on the device, as a list fetched page by page would show them. */
export const firstPages = <T>(items: readonly T[], page: number, limit: number): T[] => items.slice(0, Math.max(0, page) * limit);

/** Text compared the way people search: case, accents and extra spaces do not matter. */
export const searchKey = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** The items whose texts contain the search (every one when the search is empty), in their order. */
export function searchItems<T>(items: readonly T[], search: string, textsOf: (item: T) => readonly (string | undefined)[]): T[] {
  const wanted = searchKey(search);
  if (wanted === '') return [...items];
  return items.filter((item) => textsOf(item).some((text) => text !== undefined && searchKey(text).includes(wanted)));
}
