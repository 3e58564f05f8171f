import { describe, expect, it } from 'vitest';
import { breakpointFor, COLUMNS, responsiveGridVars } from './grid-metrics';

describe('grid metrics (spec 01 §9)', () => {
  it('picks the breakpoint from the width', () => {
    expect([1366, 1200, 1199, 996, 800, 768, 600, 567, 390, 0].map(breakpointFor)).toEqual(['lg', 'lg', 'md', 'md', 'sm', 'sm', 'xs', 'xs', 'xxs', 'xxs']);
  });

  it('gives columns and rows per breakpoint and UI size as media queries', () => {
    expect(COLUMNS.Large).toEqual({ lg: 4, md: 4, sm: 3, xs: 2, xxs: 2 });
    // --rows-needed: the rows 7 tiles take at that many columns.
    expect(responsiveGridVars('ExtraLarge', 7)).toEqual({
      '@media (min-width: 0px)': { '--columns': 1, '--rows': 3, '--rows-needed': 7 },
      '@media (min-width: 567px)': { '--columns': 1, '--rows': 4, '--rows-needed': 7 },
      '@media (min-width: 768px)': { '--columns': 2, '--rows': 3, '--rows-needed': 4 },
      '@media (min-width: 996px)': { '--columns': 3, '--rows': 3, '--rows-needed': 3 },
      '@media (min-width: 1200px)': { '--columns': 3, '--rows': 3, '--rows-needed': 3 },
    });
    expect(responsiveGridVars('Standard', 0)['@media (min-width: 0px)']).toMatchObject({ '--rows-needed': 1 });
  });
});
