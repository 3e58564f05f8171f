import type { StoredEvent } from '../repositories/analytics-repository.ts';

/*
 * The Language Activity Monitor (LAM) format of the AAC Institute: a plain text log of the language events a person
 * produced on their AAC device, which clinicians' tools (PeRT, AQUA and the like) read to build language samples. What
 * we know of it, from the AAC Institute's published examples and from other AAC apps' exports:
 *
 *   - lines starting with `###` are remarks: a caution that the file is personal communication, the LAM version,
 *     the device or program that wrote it;
 *   - `*[YY-MM-DD=2026-03-01]*` starts a day: the lines after it happened on that date;
 *   - each event is one line: the time of day (24-hour HH:MM:SS), a mnemonic of how the language was made, and what
 *     was produced in double quotes, a whole word followed by a space: `14:23:05 SMP "want "`. `SMP` marks a word
 *     chosen whole (semantic compaction / a symbol), `SPE` a letter spelled, `WPR` a word chosen from prediction.
 *
 * Written here: the user's own taps of word tiles (Click Symbol, never modeled ones), at the device's local time, each
 * a whole word (SMP): a tile is chosen whole, and "I" or "a" are words, not letters. Spelled letters (SPE) and predicted
 * words (WPR) come with the keyboard, whose events are not recorded yet. Spoken phrases are not lines of their own:
 * their words were each a tap already. A double quote inside a label becomes a single one, and
 * a line break a space, so that every event stays one line.
 */

const quoted = (text: string): string => text.replace(/[\r\n]+/g, ' ').replaceAll('"', "'");

export type LamOptions = { now: Date; program?: string };

/** A LAM file written a page of events at a time (oldest first): its remarks, then a day line whenever the day changes. */
export function lamWriter({ now, program = 'Tessera' }: LamOptions): { head: string; page: (events: readonly StoredEvent[]) => string } {
  const head = [
    '### CAUTION: The following data represents personal communication information of the person who relies on AAC. Share it only with their permission.',
    '### LAM Version 2.00',
    `### Written by ${program} on ${now.toISOString()}`,
  ];
  let day = '';
  const page = (events: readonly StoredEvent[]): string => {
    const lines: string[] = [];
    for (const event of events) {
      if (event.action !== 'Click Symbol' || event.modeled === 1) continue;
      const label = quoted(event.label.trim());
      if (label === '') continue;
      if (event.day !== day) {
        day = event.day;
        lines.push(`*[YY-MM-DD=${day}]*`);
      }
      lines.push(`${event.local_time} SMP "${label} "`);
    }
    return lines.map((line) => `${line}\r\n`).join('');
  };
  return { head: head.map((line) => `${line}\r\n`).join(''), page };
}

/** The whole LAM file of some events, oldest first. */
export function lamFile(events: readonly StoredEvent[], options: LamOptions): string {
  const writer = lamWriter(options);
  return writer.head + writer.page(events);
}
