import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { languageFigures, utteranceWords } from '@tessera/core';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { DataTable } from './chart-table';
import { analyticsMessages as m } from './messages';
import type { UsageSummary } from './report-queries';

const LIST = 20;

/**
 * A catalogue's text as a plain string: the build precompiles catalogues into ICU syntax trees
 * (vite/precompiled-messages-plugin.ts), whose literal parts (type 0) are the words.
 */
export const plainText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Array.isArray(value)
      ? value.map((part: { type?: number; value?: unknown }) => (part?.type === 0 && typeof part.value === 'string' ? part.value : '')).join('')
      : '';

/** The core words of the user's language (the built-in core board's word tiles), loaded with the vocabulary. */
function useCoreWords(locale: string): string[] | null {
  const [words, setWords] = useState<string[] | null>(null);
  useEffect(() => {
    let current = true;
    void import('@tessera/content/vocabulary').then(async ({ loadVocabulary, coreWordsIn }) => {
      const vocabulary = await loadVocabulary(locale).catch(() => undefined);
      const plain = vocabulary && Object.fromEntries(Object.entries(vocabulary).map(([key, value]) => [key, plainText(value)]));
      if (current) setWords(coreWordsIn(plain).map(plainText).filter(Boolean));
    });
    return () => {
      current = false;
    };
  }, [locale]);
  return words;
}

/**
 * The language figures (issue 28) of the user's own phrases in the period: words, different words, words per
 * utterance, the core-word share, the most said words and the new ones; modeled presses are counted apart.
 */
export function LanguageSection({ summary }: { summary: UsageSummary }) {
  const intl = useIntl();
  const coreWords = useCoreWords(intl.locale);
  const figures = useMemo(
    () => languageFigures(summary.utterances, { coreWords: coreWords ?? [], usedBefore: summary.usedBefore, locale: intl.locale }),
    [summary, coreWords, intl.locale],
  );
  const modeledWords = summary.modeled.reduce((sum, entry) => sum + utteranceWords([entry.label], intl.locale).length * entry.count, 0);
  const day = (at: string) => intl.formatDate(`${at.slice(0, 10)}T12:00:00`, { dateStyle: 'medium' });
  const numbers: [string, string][] = [
    [intl.formatMessage(m.totalWords), intl.formatNumber(figures.totalWords)],
    [intl.formatMessage(m.differentWords), intl.formatNumber(figures.differentWords)],
    [intl.formatMessage(m.mlu), intl.formatNumber(figures.meanLengthOfUtterance, { maximumFractionDigits: 2 })],
    [intl.formatMessage(m.coreShare), intl.formatNumber(figures.coreWordShare, { style: 'percent', maximumFractionDigits: 0 })],
    [intl.formatMessage(m.modeled), intl.formatNumber(modeledWords)],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: 2, m: 0 }}>
        {numbers.map(([label, value]) => (
          <Box key={label} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {figures.frequency.length === 0 ? (
        <Typography>{intl.formatMessage(m.noWords)}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
          <Box>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {intl.formatMessage(m.frequency)}
            </Typography>
            <DataTable
              caption={intl.formatMessage(m.frequency)}
              columns={[intl.formatMessage(m.word), intl.formatMessage(m.count), intl.formatMessage(m.firstUsed)]}
              rows={figures.frequency.slice(0, LIST).map((entry) => [entry.word, intl.formatNumber(entry.count), day(entry.firstUsed)])}
            />
          </Box>
          <Box>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {intl.formatMessage(m.newWords)}
            </Typography>
            {figures.newWords.length === 0 ? (
              <Typography>{intl.formatMessage(m.noWords)}</Typography>
            ) : (
              <DataTable
                caption={intl.formatMessage(m.newWords)}
                columns={[intl.formatMessage(m.word), intl.formatMessage(m.firstUsed)]}
                rows={figures.newWords.slice(0, LIST).map((entry) => [entry.word, day(entry.firstUsed)])}
              />
            )}
          </Box>
        </Box>
      )}
    </Box>
  );
}
