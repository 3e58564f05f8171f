// Spec 01 §9: dates show as DD/MM/YYYY; the server keeps ISO dates (YYYY-MM-DD).

const DISPLAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})/;

const pad = (value: number) => String(value).padStart(2, '0');

const isRealDate = (year: number, month: number, day: number): boolean => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** A stored birth date (ISO, possibly with a time) as DD/MM/YYYY; '' when there is none or it cannot be read. */
export function birthDateForDisplay(stored: string | null | undefined): string {
  const match = stored ? ISO.exec(stored) : null;
  if (!match) return '';
  const [, year, month, day] = match;
  return `${day}/${month}/${year}`;
}

/**
 * What the user typed, as the ISO date to store: null for an empty field, undefined when it is not a real date
 * in DD/MM/YYYY (or is in the future).
 */
export function birthDateForStorage(typed: string, today = new Date()): string | null | undefined {
  const text = typed.trim();
  if (text === '') return null;
  const match = DISPLAY.exec(text);
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || !isRealDate(year, month, day)) return undefined;
  const iso = `${year}-${pad(month)}-${pad(day)}`;
  return iso > today.toISOString().slice(0, 10) ? undefined : iso;
}
