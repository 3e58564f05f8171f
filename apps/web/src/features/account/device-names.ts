/**
 * The names the devices screen shows, in the list's order: a browser's name as it is while it is the only one of
 * its name, and with a number after it when several share it ("Chrome 156 · Linux (2)"), counted in login order so
 * each keeps its number as long as the list holds it.
 */
export function numberedDeviceNames(names: readonly string[], formatNumber: (value: number) => string = String): string[] {
  const total = new Map<string, number>();
  for (const name of names) total.set(name, (total.get(name) ?? 0) + 1);
  const seen = new Map<string, number>();
  return names.map((name) => {
    if ((total.get(name) ?? 0) < 2) return name;
    const number = (seen.get(name) ?? 0) + 1;
    seen.set(name, number);
    return `${name} (${formatNumber(number)})`;
  });
}
