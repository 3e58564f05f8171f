import { IN_BELARUSIAN } from './be.ts';
import { IN_KHMER } from './km.ts';
import { IN_MACEDONIAN } from './mk.ts';
import type { NamesTable } from './names-table.ts';
import { IN_NEPALI } from './ne.ts';
import { IN_SINHALA } from './si.ts';
import { IN_ALBANIAN } from './sq.ts';

export type { NamesTable } from './names-table.ts';

/** The tables by interface language: the languages Chromium (as Debian builds it) ships no names in. */
export const NAMES_IN_INTERFACE: Readonly<Record<string, NamesTable>> = {
  be: IN_BELARUSIAN,
  km: IN_KHMER,
  mk: IN_MACEDONIAN,
  ne: IN_NEPALI,
  si: IN_SINHALA,
  sq: IN_ALBANIAN,
};
