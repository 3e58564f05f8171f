import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Navigate } from 'react-router';
import { ScreenLayout } from '../../components/ui/screen-layout';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { selectUser } from '../../state/auth-slice';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { selectReportsOn, usageSendRequested } from '../../state/usage-slice';
import { ConsentSection } from './consent-section';
import { LanguageSection } from './language-section';
import { analyticsMessages as m, daysMessage } from './messages';
import { DEFAULT_USAGE_RANGE, USAGE_RANGES, type UsageRange, type UsageSummary } from './report-queries';
import { ReportActions } from './report-actions';
import { CategoryTotals, StatCards } from './stat-cards';
import { TopBoards, TopButtons } from './top-lists';
import { DayCharts, SourcesChart } from './usage-charts';
import { useUsageSummary } from './use-usage-summary';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', alignContent: 'start', gap: 1.5, minWidth: 0 }}>
      <Typography id={id} component="h2" variant="h6">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * Usage reports (spec 02 §2, issue 28): for a signed-in user, the choice to keep them, and for the period chosen the
 * totals, the usage charts, the most used buttons and boards, the language figures, the downloads and deletion.
 * Loaded on its own, with Chart.js: none of it is in the first board's download.
 */
export default function AnalyticsScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const reportsOn = useAppSelector(selectReportsOn);
  const [range, setRange] = useState<UsageRange>(DEFAULT_USAGE_RANGE);
  const state = useUsageSummary(range, reportsOn);
  // What this device recorded and has not sent yet goes now, so the page shows it (it reads the reports again then).
  useEffect(() => {
    if (reportsOn) dispatch(usageSendRequested());
  }, [dispatch, reportsOn]);
  if (!user?.email) return <Navigate to="/" replace />;
  return (
    <ScreenLayout title={intl.formatMessage(m.title)} backTo="/">
      <Box sx={{ display: 'grid', gap: 3, maxWidth: 1200, mx: 'auto' }}>
        <ConsentSection />
        {reportsOn && (
          <>
            <TextField
              select
              label={intl.formatMessage(m.period)}
              value={range}
              onChange={(event) => setRange(Number(event.target.value) as UsageRange)}
              slotProps={{ select: { native: true }, htmlInput: { style: { minHeight: TOUCH_TARGET_PX - 16 } } }}
              sx={{ maxWidth: 240 }}
            >
              {USAGE_RANGES.map((days) => (
                <option key={days} value={days}>
                  {intl.formatMessage(daysMessage, { count: days })}
                </option>
              ))}
            </TextField>
            {state.status === 'loading' && <CircularProgress aria-label={intl.formatMessage({ id: 'app.loading' })} />}
            {state.status === 'failed' && <Alert severity="error">{intl.formatMessage(m.loadError)}</Alert>}
            {state.status === 'loaded' && <Reports summary={state.summary} />}
            <ReportActions />
          </>
        )}
      </Box>
    </ScreenLayout>
  );
}

function Reports({ summary }: { summary: UsageSummary }) {
  const intl = useIntl();
  return (
    <>
      <Section id="usage-totals" title={intl.formatMessage(m.totals)}>
        <CategoryTotals summary={summary} />
        <StatCards summary={summary} />
      </Section>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        <DayCharts days={summary.days} />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        <Section id="usage-top-buttons" title={intl.formatMessage(m.topButtons)}>
          <TopButtons symbols={summary.symbols} />
        </Section>
        <Section id="usage-top-boards" title={intl.formatMessage(m.topBoards)}>
          <TopBoards boards={summary.boards} />
        </Section>
      </Box>
      {summary.sources.length > 0 && <SourcesChart sources={summary.sources} />}
      <Section id="usage-language" title={intl.formatMessage(m.language)}>
        <LanguageSection summary={summary} />
      </Section>
    </>
  );
}
