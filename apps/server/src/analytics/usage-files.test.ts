import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../repositories/analytics-repository.ts';
import { lamFile } from './lam-file.ts';
import { csvField, usageCsv } from './usage-csv.ts';

const stored = (overrides: Partial<StoredEvent>): StoredEvent => ({
  client_event_id: 'e1',
  occurred_at: '2026-03-01T13:23:05.000Z',
  day: '2026-03-01',
  local_time: '14:23:05',
  action: 'Click Symbol',
  category: 'Speech',
  board_id: 'root',
  tile_id: 't1',
  label: 'want',
  picture: null,
  symbol_source: 'none',
  words: null,
  modeled: 0,
  session_id: 's1',
  received_at: '2026-03-01T13:30:00.000Z',
  ...overrides,
});

describe('CSV', () => {
  it.each([
    ['want', 'want'],
    ['I want, please', '"I want, please"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+1', "'+1"],
    ['-', "'-"],
    ['@home', "'@home"],
    ['', ''],
  ])('%j is written %s', (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it('writes a header only when nothing is kept', () => {
    expect(usageCsv([]).split('\r\n')).toHaveLength(2);
  });

  it("joins a phrase's words with spaces", () => {
    const line = usageCsv([stored({ action: 'Click Output', label: 'I want', words: ['I', 'want'], tile_id: '' })]).split('\r\n')[1];
    expect(line).toBe('2026-03-01T13:23:05.000Z,2026-03-01,14:23:05,Click Output,Speech,I want,I want,root,,,none,false,s1');
  });
});

describe('LAM', () => {
  const now = new Date('2026-03-10T12:00:00.000Z');
  const body = (events: StoredEvent[]) =>
    lamFile(events, { now })
      .trimEnd()
      .split('\r\n')
      .filter((line) => !line.startsWith('###'));

  it('starts with its remarks, whatever is kept', () => {
    expect(lamFile([], { now }).trimEnd().split('\r\n')).toEqual([
      expect.stringMatching(/^### CAUTION: /),
      '### LAM Version 2.00',
      '### Written by Tessera on 2026-03-10T12:00:00.000Z',
    ]);
  });

  it('writes a day line whenever the day changes, and only word taps of the user', () => {
    expect(
      body([
        stored({ label: 'I', local_time: '09:00:00' }),
        stored({ action: 'Click Output', label: 'I want' }),
        stored({ action: 'Change Board', label: 'Food' }),
        stored({ label: 'more', modeled: 1 }),
        stored({ label: '  ' }),
        stored({ label: 'apple', day: '2026-03-02', local_time: '08:00:01' }),
        stored({ label: 'juice', day: '2026-03-02', local_time: '08:00:02' }),
      ]),
    ).toEqual(['*[YY-MM-DD=2026-03-01]*', '09:00:00 SMP "I "', '*[YY-MM-DD=2026-03-02]*', '08:00:01 SMP "apple "', '08:00:02 SMP "juice "']);
  });

  it('keeps every event on one line, its quotes single', () => {
    expect(body([stored({ label: 'say "hi"\nnow' })])).toEqual(['*[YY-MM-DD=2026-03-01]*', `14:23:05 SMP "say 'hi' now "`]);
  });
});
