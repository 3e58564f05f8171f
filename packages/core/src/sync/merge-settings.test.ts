import { describe, expect, it } from 'vitest';
import { mergeSettings } from './merge-settings.ts';
import type { MergeClock, MergeConflict } from './merge-types.ts';
import { defaultSettings, type Settings } from '../schemas/settings.ts';

const LOCAL_NEWER: MergeClock = { localEditedAt: 2, remoteEditedAt: 1 };
const REMOTE_NEWER: MergeClock = { localEditedAt: 1, remoteEditedAt: 2 };

type Sections = Partial<{ [K in keyof Settings]: Partial<Settings[K]> }>;
/** Default settings with some sections' fields changed. */
function settings(changes: Sections = {}, extra: Record<string, unknown> = {}): Settings {
  const s = defaultSettings() as Record<string, unknown>;
  for (const [section, fields] of Object.entries(changes)) s[section] = Array.isArray(fields) ? fields : { ...(s[section] as object), ...fields };
  return { ...s, ...extra } as Settings;
}

interface Case {
  name: string;
  base: object | undefined;
  local: object;
  remote: object;
  clock?: MergeClock;
  /** Values at dotted paths of the merged record. */
  expected?: Record<string, unknown>;
  conflicts?: MergeConflict[];
  changed?: boolean;
}

const cases: Case[] = [
  {
    name: 'identical sides: nothing to write back',
    base: settings(),
    local: settings({ display: { fontSize: 'Large' } }),
    remote: settings({ display: { fontSize: 'Large' } }),
    changed: false,
  },
  {
    name: 'two fields of one section, one per side: both kept',
    base: settings(),
    local: settings({ display: { fontSize: 'Large' } }),
    remote: settings({ display: { darkThemeActive: true } }),
    expected: { 'display.fontSize': 'Large', 'display.darkThemeActive': true },
    changed: true,
  },
  {
    name: 'two sections, one per side: both kept',
    base: settings(),
    local: settings({ speech: { rate: 1.5 } }),
    remote: settings({ scanning: { active: true } }),
    expected: { 'speech.rate': 1.5, 'scanning.active': true },
  },
  {
    name: 'one field changed on both, local newer',
    base: settings(),
    local: settings({ display: { fontSize: 'Large' } }),
    remote: settings({ display: { fontSize: 'ExtraLarge' } }),
    clock: LOCAL_NEWER,
    expected: { 'display.fontSize': 'Large' },
    conflicts: [{ path: 'display.fontSize', kept: 'Large', lost: 'ExtraLarge' }],
    changed: true,
  },
  {
    name: 'one field changed on both, remote newer',
    base: settings(),
    local: settings({ display: { fontSize: 'Large' } }),
    remote: settings({ display: { fontSize: 'ExtraLarge' } }),
    clock: REMOTE_NEWER,
    expected: { 'display.fontSize': 'ExtraLarge' },
    conflicts: [{ path: 'display.fontSize', kept: 'ExtraLarge', lost: 'Large' }],
    changed: false,
  },
  {
    name: 'one field changed on both at the same time: remote wins',
    base: settings(),
    local: settings({ language: { lang: 'es-ES' } }),
    remote: settings({ language: { lang: 'fr-FR' } }),
    clock: { localEditedAt: 1, remoteEditedAt: 1 },
    expected: { 'language.lang': 'fr-FR' },
    conflicts: [{ path: 'language.lang', kept: 'fr-FR', lost: 'es-ES' }],
  },
  {
    name: 'one field changed on both to the same value: no conflict',
    base: settings(),
    local: settings({ speech: { voiceURI: 'v1' } }),
    remote: settings({ speech: { voiceURI: 'v1' } }),
    expected: { 'speech.voiceURI': 'v1' },
    changed: false,
  },
  {
    name: 'a field removed on one side, unchanged on the other: removed',
    base: settings({ speech: { voiceURI: 'v1' } }),
    local: settings(),
    remote: settings({ speech: { voiceURI: 'v1' } }),
    expected: { 'speech.voiceURI': undefined },
    changed: true,
  },
  {
    name: 'without a clock or lastEdited: remote wins',
    base: settings(),
    local: settings({ display: { fontSize: 'Large' } }),
    remote: settings({ display: { fontSize: 'ExtraLarge' } }),
    expected: { 'display.fontSize': 'ExtraLarge' },
    conflicts: [{ path: 'display.fontSize', kept: 'ExtraLarge', lost: 'Large' }],
  },
  {
    name: 'without a clock: the later lastEdited wins and is kept',
    base: settings(),
    local: settings({ display: { fontSize: 'Large' } }, { lastEdited: '2024-05-02T00:00:00.000Z' }),
    remote: settings({ display: { fontSize: 'ExtraLarge' } }, { lastEdited: '2024-05-01T00:00:00.000Z' }),
    expected: { 'display.fontSize': 'Large', lastEdited: '2024-05-02T00:00:00.000Z' },
    conflicts: [{ path: 'display.fontSize', kept: 'Large', lost: 'ExtraLarge' }],
  },
  {
    name: 'a section the base lacked, added on one side: kept',
    base: { display: { fontSize: 'Large' } },
    local: { display: { fontSize: 'Large' }, scanning: { active: true } },
    remote: { display: { fontSize: 'ExtraLarge' } },
    expected: { 'scanning.active': true, 'display.fontSize': 'ExtraLarge' },
  },
  {
    name: 'a section the base lacked, added on both: merged field by field',
    base: { display: {} },
    local: { display: {}, scanning: { active: true, delay: 1000 } },
    remote: { display: {}, scanning: { active: true, strategy: 'manual' } },
    expected: { scanning: { active: true, delay: 1000, strategy: 'manual' } },
  },
  {
    name: 'plain objects merge at any depth',
    base: { a: { b: { c: 1, d: 1 } } },
    local: { a: { b: { c: 2, d: 1 } } },
    remote: { a: { b: { c: 1, d: 3 } } },
    expected: { 'a.b': { c: 2, d: 3 } },
    changed: true,
  },
  {
    name: 'arrays (devices) merge as whole values, the newer one on both-sides changes',
    base: settings(),
    local: settings({}, { devices: [{ deviceId: 'tablet' }] }),
    remote: settings({}, { devices: [{ deviceId: 'phone' }] }),
    clock: REMOTE_NEWER,
    expected: { devices: [{ deviceId: 'phone' }] },
    conflicts: [{ path: 'devices', kept: [{ deviceId: 'phone' }], lost: [{ deviceId: 'tablet' }] }],
  },
  {
    name: 'no base: every differing field is a both-sides change',
    base: undefined,
    local: settings({ display: { fontSize: 'Large' }, speech: { rate: 2 } }),
    remote: settings({ display: { fontSize: 'Large' }, speech: { pitch: 0.5 } }),
    clock: LOCAL_NEWER,
    expected: { 'speech.rate': 2, 'speech.pitch': 1 },
    conflicts: [
      { path: 'speech.pitch', kept: 1, lost: 0.5 },
      { path: 'speech.rate', kept: 2, lost: 1 },
    ],
  },
];

const at = (record: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], record);

describe('mergeSettings', () => {
  it.each(cases)('$name', ({ base, local, remote, clock, expected = {}, conflicts = [], changed }) => {
    const result = mergeSettings(base, local, remote, clock);
    for (const [path, value] of Object.entries(expected)) expect(at(result.merged, path), path).toEqual(value);
    expect(result.conflicts).toEqual(conflicts);
    if (changed !== undefined) expect(result.changed).toBe(changed);
  });

  it('returns the remote record itself when nothing needs writing back', () => {
    const remote = settings({ display: { fontSize: 'ExtraLarge' } });
    expect(mergeSettings(settings(), settings(), remote).merged).toBe(remote);
  });
});
