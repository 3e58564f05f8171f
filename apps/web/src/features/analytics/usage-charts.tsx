import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { ArcElement, BarElement, CategoryScale, Chart, Legend, LinearScale, LineElement, PointElement, Tooltip, type ChartOptions } from 'chart.js';
import { Bar, Doughnut, Line } from 'react-chartjs-2';
import { useIntl } from 'react-intl';
import { DataTable } from './chart-table';
import { analyticsMessages as m, sourceMessages } from './messages';
import type { UsageSummary } from './report-queries';

// Only what these charts draw: Chart.js and its parts load with this page, never with the first board.
Chart.register(ArcElement, BarElement, CategoryScale, LinearScale, LineElement, PointElement, Tooltip, Legend);

/** Spec 02 §9: the usage chart's maximum is 100 minutes unless a day had more. */
const DEFAULT_MAX_MINUTES = 100;
const SOURCE_COLOURS = ['#1976d2', '#ef6c00', '#2e7d32', '#8e24aa', '#c62828', '#00838f', '#6d4c41', '#546e7a', '#9e9d24'];

function useChartLook() {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const text = theme.palette.text.primary;
  const grid = theme.palette.divider;
  const axes = {
    x: { reverse: rtl, ticks: { color: text }, grid: { color: grid } },
    y: { beginAtZero: true, position: rtl ? ('right' as const) : ('left' as const), ticks: { color: text, precision: 0 }, grid: { color: grid } },
  };
  return { theme, rtl, text, axes, line: theme.palette.primary.main, bar: theme.palette.secondary.main };
}

function ChartBox({ title, children, table }: { title: string; children: React.ReactNode; table: React.ReactNode }) {
  return (
    <Box component="figure" sx={{ m: 0, p: 2, border: 1, borderColor: 'divider', borderRadius: 2, minWidth: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {/* The canvas says nothing to a screen reader; the table beside it does. */}
      <Box aria-hidden sx={{ position: 'relative', height: 220 }}>
        {children}
      </Box>
      {table}
    </Box>
  );
}

export function DayCharts({ days }: { days: UsageSummary['days'] }) {
  const intl = useIntl();
  const { axes, rtl, line, bar } = useChartLook();
  const labels = days.map((day) => intl.formatDate(`${day.day}T12:00:00`, { month: 'short', day: 'numeric' }));
  const maxMinutes = Math.max(DEFAULT_MAX_MINUTES, ...days.map((day) => day.avgMinutes));
  const options = (max?: number): ChartOptions<'line' | 'bar'> => ({
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    locale: intl.locale,
    plugins: { legend: { display: false }, tooltip: { rtl } },
    scales: { ...axes, y: { ...axes.y, ...(max ? { suggestedMax: max } : {}) } },
  });
  const dateColumn = intl.formatMessage(m.date);
  return (
    <>
      <ChartBox
        title={intl.formatMessage(m.usageChart)}
        table={
          <DataTable
            hidden
            caption={intl.formatMessage(m.usageChart)}
            columns={[dateColumn, intl.formatMessage(m.minutes)]}
            rows={days.map((day, index) => [labels[index], intl.formatNumber(day.avgMinutes)])}
          />
        }
      >
        <Line
          data={{ labels, datasets: [{ data: days.map((day) => day.avgMinutes), borderColor: line, backgroundColor: line, tension: 0.3 }] }}
          options={options(maxMinutes) as ChartOptions<'line'>}
        />
      </ChartBox>
      <ChartBox
        title={intl.formatMessage(m.sessionsChart)}
        table={
          <DataTable
            hidden
            caption={intl.formatMessage(m.sessionsChart)}
            columns={[dateColumn, intl.formatMessage(m.sessions)]}
            rows={days.map((day, index) => [labels[index], intl.formatNumber(day.sessions)])}
          />
        }
      >
        <Bar data={{ labels, datasets: [{ data: days.map((day) => day.sessions), backgroundColor: bar }] }} options={options() as ChartOptions<'bar'>} />
      </ChartBox>
    </>
  );
}

export function SourcesChart({ sources }: { sources: UsageSummary['sources'] }) {
  const intl = useIntl();
  const { text, rtl } = useChartLook();
  const labels = sources.map((entry) => intl.formatMessage(sourceMessages[entry.source] ?? sourceMessages.other));
  const title = intl.formatMessage(m.sources);
  return (
    <ChartBox
      title={title}
      table={
        <DataTable
          hidden
          caption={title}
          columns={[intl.formatMessage(m.source), intl.formatMessage(m.count)]}
          rows={sources.map((entry, index) => [labels[index], intl.formatNumber(entry.count)])}
        />
      }
    >
      <Doughnut
        data={{ labels, datasets: [{ data: sources.map((entry) => entry.count), backgroundColor: SOURCE_COLOURS, borderWidth: 0 }] }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          plugins: { legend: { position: 'bottom', rtl, labels: { color: text } }, tooltip: { rtl } },
        }}
      />
    </ChartBox>
  );
}
