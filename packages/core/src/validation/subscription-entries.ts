/** One entry of the subscription plan list, as the app may show it. */
export type SubscriptionListEntry = { id: string; name: string; currency: string; provider: string; price: number | string };

const isNumeric = (value: unknown): boolean =>
  (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)));

export function isSubscriptionListEntry(value: unknown): value is SubscriptionListEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return ['id', 'name', 'currency', 'provider'].every((key) => typeof entry[key] === 'string') && isNumeric(entry.price);
}

/** Keeps only well-formed entries; a list from a payment provider is never trusted as it comes. */
export function filterSubscriptionEntries(list: unknown): SubscriptionListEntry[] {
  return Array.isArray(list) ? list.filter(isSubscriptionListEntry) : [];
}
