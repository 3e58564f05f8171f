import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useSpeaker } from '../../state/speech-context';
import { DataTable } from './chart-table';
import { analyticsMessages as m, playMessage } from './messages';
import { shortCount, type UsageSummary } from './report-queries';

const TOP = 10;

/** "Top Used Buttons": Name, Times Clicked, Action (the action plays the word). */
export function TopButtons({ symbols }: { symbols: UsageSummary['symbols'] }) {
  const intl = useIntl();
  const speaker = useSpeaker();
  if (symbols.length === 0) return <Typography>{intl.formatMessage(m.empty)}</Typography>;
  return (
    <DataTable
      caption={intl.formatMessage(m.topButtons)}
      columns={[intl.formatMessage(m.name), intl.formatMessage(m.timesClicked), intl.formatMessage(m.action)]}
      rows={symbols.slice(0, TOP).map((entry) => [
        entry.label,
        shortCount(entry.count),
        <IconButton
          key="play"
          aria-label={intl.formatMessage(playMessage, { word: entry.label })}
          onClick={() => void speaker.speak(entry.label, { interrupt: true }).catch(() => undefined)}
          sx={{ width: 44, height: 44 }}
        >
          <PlayArrowIcon />
        </IconButton>,
      ])}
    />
  );
}

/** "Most Used Boards": a bar list, the longest bar the most opened board. */
export function TopBoards({ boards }: { boards: UsageSummary['boards'] }) {
  const intl = useIntl();
  if (boards.length === 0) return <Typography>{intl.formatMessage(m.empty)}</Typography>;
  const most = Math.max(...boards.map((board) => board.count));
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {boards.slice(0, TOP).map((board) => (
        <Box component="li" key={board.id} sx={{ display: 'grid', gridTemplateColumns: 'minmax(6rem, 30%) 1fr auto', alignItems: 'center', gap: 1 }}>
          <Typography noWrap>{board.label}</Typography>
          <Box aria-hidden sx={{ height: 14, borderRadius: 1, bgcolor: 'primary.main', width: `${Math.max(4, (board.count / most) * 100)}%` }} />
          <Typography>{shortCount(board.count)}</Typography>
        </Box>
      ))}
    </Box>
  );
}
