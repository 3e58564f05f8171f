import type { StoredEvent } from '../repositories/analytics-repository.ts';

export const USAGE_CSV_COLUMNS = [
  'time',
  'day',
  'local time',
  'action',
  'category',
  'label',
  'words',
  'board id',
  'tile id',
  'picture',
  'symbol source',
  'modeled',
  'session id',
] as const;

// A spreadsheet runs a cell that starts with one of these as a formula: such a text is written after a '.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break; never a formula. */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const csvLine = (event: StoredEvent): string =>
  [
    event.occurred_at,
    event.day,
    event.local_time,
    event.action,
    event.category,
    event.label,
    (event.words ?? []).join(' '),
    event.board_id,
    event.tile_id,
    event.picture ?? '',
    event.symbol_source,
    event.modeled === 1 ? 'true' : 'false',
    event.session_id,
  ]
    .map(csvField)
    .join(',');

/** The user's own events as CSV (RFC 4180, CRLF line ends), written a page at a time: the header row, then the events. */
export function usageCsvWriter(): { head: string; page: (events: readonly StoredEvent[]) => string } {
  return { head: `${USAGE_CSV_COLUMNS.join(',')}\r\n`, page: (events) => events.map((event) => `${csvLine(event)}\r\n`).join('') };
}

/** The whole CSV of some events, oldest first. */
export function usageCsv(events: readonly StoredEvent[]): string {
  const writer = usageCsvWriter();
  return writer.head + writer.page(events);
}
