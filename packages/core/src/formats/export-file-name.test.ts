import { describe, expect, it } from 'vitest';
import { exportFileName, exportTimestamp } from './export-file-name.ts';

describe('export file names (spec 02 §9)', () => {
  const date = new Date(2026, 0, 5, 7, 8, 9);
  it('prefixes a YYYY-MM-DD_HH-mm-ss timestamp', () => {
    expect(exportTimestamp(date)).toBe('2026-01-05_07-08-09');
  });
  it.each([
    ['cboard', 1, '2026-01-05_07-08-09_board.json'],
    ['cboard', 3, '2026-01-05_07-08-09_boards.json'],
    ['openboard', 1, '2026-01-05_07-08-09_board.obf'],
    ['openboard', 2, '2026-01-05_07-08-09_boards.obz'],
    ['pdf', 1, '2026-01-05_07-08-09_board.pdf'],
    ['pdf', 2, '2026-01-05_07-08-09_boards.pdf'],
    ['picsee-pdf', 1, '2026-01-05_07-08-09_picsee_board.pdf'],
    ['picsee-pdf', 5, '2026-01-05_07-08-09_picsee_boards.pdf'],
  ] as const)('%s with %i boards: %s', (format, count, name) => {
    expect(exportFileName(format, count, date)).toBe(name);
  });
});
