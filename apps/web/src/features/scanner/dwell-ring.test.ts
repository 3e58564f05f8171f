import { CORE_COLOURS, FOLDER_BLUE, WORD_YELLOW } from '@tessera/content';
import { contrastRatio, parseColour, type Rgba } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { DWELL_COLOURS } from './dwell-ring';

const colour = (css: string): Rgba => {
  const parsed = parseColour(css);
  if (!parsed) throw new Error(css);
  return parsed;
};

describe('the dwell ring', () => {
  it('shows its progress against its track, and its track against every tile colour and both pages, by 3:1 or more', () => {
    const track = colour(DWELL_COLOURS.track);
    expect(contrastRatio(colour(DWELL_COLOURS.arc), track)).toBeGreaterThanOrEqual(3);
    const under = [WORD_YELLOW, FOLDER_BLUE, ...Object.values(CORE_COLOURS), '#ffffff', '#121212', '#1e1e1e', '#fff176', '#999999'];
    for (const background of under) {
      const seen = Math.max(contrastRatio(track, colour(background)), contrastRatio(colour(DWELL_COLOURS.edge), colour(background)));
      expect(seen, background).toBeGreaterThanOrEqual(3);
    }
  });
});
