import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { DataTable } from './chart-table';
import { analyticsMessages as m, detailsOfMessage } from './messages';
import { shortCount, type Count, type UsageSummary } from './report-queries';

type Card = { key: 'words' | 'phrases' | 'boards' | 'editions'; total: number; items: Count[] };

/** Words, Phrases, Boards and Editions (spec 02 §2), each with a details dialog: its table. */
export function StatCards({ summary }: { summary: UsageSummary }) {
  const intl = useIntl();
  const [open, setOpen] = useState<Card['key'] | null>(null);
  const titleId = useId();
  const cards: Card[] = [
    { key: 'words', total: summary.actions['Click Symbol'], items: summary.symbols },
    { key: 'phrases', total: summary.actions['Click Output'], items: summary.phrases },
    { key: 'boards', total: summary.actions['Change Board'], items: summary.boards },
    { key: 'editions', total: summary.actions['Create Tile'] + summary.actions['Edit Tiles'], items: summary.editions },
  ];
  const shown = cards.find((card) => card.key === open);
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: 2 }}>
      {cards.map((card) => {
        const name = intl.formatMessage(m[card.key]);
        return (
          <Box
            component="li"
            key={card.key}
            sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
          >
            <Typography component="h3" variant="subtitle1">
              {name}
            </Typography>
            <Typography variant="h4" component="p" data-testid={`usage-${card.key}`}>
              {shortCount(card.total)}
            </Typography>
            <Button
              variant="outlined"
              onClick={() => setOpen(card.key)}
              sx={{ minHeight: TOUCH_TARGET_PX, alignSelf: 'start' }}
              aria-label={intl.formatMessage(detailsOfMessage, { name })}
            >
              {intl.formatMessage(m.details)}
            </Button>
          </Box>
        );
      })}
      <Dialog open={shown !== undefined} onClose={() => setOpen(null)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        {shown && (
          <>
            <DialogTitle id={titleId}>{intl.formatMessage(m[shown.key])}</DialogTitle>
            <DialogContent>
              {shown.items.length === 0 ? (
                <Typography>{intl.formatMessage(m.empty)}</Typography>
              ) : (
                <DataTable
                  caption={intl.formatMessage(m[shown.key])}
                  columns={[intl.formatMessage(m.name), intl.formatMessage(m.count)]}
                  rows={shown.items.map((item) => [item.label, intl.formatNumber(item.count)])}
                />
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpen(null)} sx={{ minHeight: TOUCH_TARGET_PX }}>
                {intl.formatMessage(m.close)}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </Box>
  );
}

/** Totals of Navigation, Speech and Editing events. */
export function CategoryTotals({ summary }: { summary: UsageSummary }) {
  const intl = useIntl();
  const items = [
    ['navigation', summary.categories.Navigation],
    ['speech', summary.categories.Speech],
    ['editing', summary.categories.Editing],
  ] as const;
  return (
    <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, m: 0 }}>
      {items.map(([key, value]) => (
        <Box key={key}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {intl.formatMessage(m[key])}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {shortCount(value)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
