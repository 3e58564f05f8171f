/** What an export writes (spec 02 §9). */
export type ExportFormat = 'cboard' | 'openboard' | 'pdf' | 'picsee-pdf';

const pad = (value: number): string => String(value).padStart(2, '0');

/** `YYYY-MM-DD_HH-mm-ss` of a moment in the device's time (the caller passes the clock's date). */
export function exportTimestamp(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}_${pad(date.getHours())}-${pad(date.getMinutes())}-${pad(date.getSeconds())}`;
}

/**
 * The export file's name (spec 02 §9): the timestamp, then board.json, board.obf for one board and board.obz for
 * several, board.pdf, picsee_board.pdf; a file of several boards says so (issue 24): boards.json, boards.obz,
 * boards.pdf, picsee_boards.pdf.
 */
export function exportFileName(format: ExportFormat, boardCount: number, date: Date): string {
  const board = boardCount === 1 ? 'board' : 'boards';
  const base = { cboard: `${board}.json`, openboard: boardCount === 1 ? 'board.obf' : 'boards.obz', pdf: `${board}.pdf`, 'picsee-pdf': `picsee_${board}.pdf` }[
    format
  ];
  return `${exportTimestamp(date)}_${base}`;
}
