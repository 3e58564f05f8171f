import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ExportFormat } from '@tessera/core';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ScreenLayout } from '../../components/ui/screen-layout';
import { selectExportableBoards } from '../../state/exportable-boards';
import { useAppSelector } from '../../state/hooks';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { FormatChoice } from './format-choice';
import { exportBoardProgressMessage, exportMessages, exportProgressMessage } from './messages';
import { useBoardExport } from './use-board-export';

function Section({ heading, help, children }: { heading: string; help: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <div>
          <Typography id={id} component="h2" variant="h6">
            {heading}
          </Typography>
          <Typography color="text.secondary">{help}</Typography>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

/** Spec 02 §2 Export: one board (non-hidden, chosen first) or all, as Cboard JSON, OBF/OBZ or PDF; a spinner while working. */
export default function ExportScreen() {
  const intl = useIntl();
  const boards = useAppSelector(selectExportableBoards);
  const { progress, exportBoards, nameOf } = useBoardExport();
  const [boardId, setBoardId] = useState('');
  const [boardMissing, setBoardMissing] = useState(false);
  const [singleFormat, setSingleFormat] = useState<ExportFormat>('cboard');
  const [allFormat, setAllFormat] = useState<ExportFormat>('cboard');
  const text = (key: keyof typeof exportMessages) => intl.formatMessage(exportMessages[key]);
  const choices = boards.filter((board) => !board.hidden).map((board) => ({ id: board.id, name: nameOf(board) }));
  const working = progress !== null;

  const exportOne = () => {
    const board = boards.find((candidate) => candidate.id === boardId);
    setBoardMissing(!board);
    if (board) void exportBoards([board], singleFormat);
  };

  return (
    <ScreenLayout title={text('title')} backTo="/settings">
      <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto' }}>
        <Section heading={text('singleHeading')} help={text('singleHelp')}>
          <FormControl error={boardMissing} fullWidth>
            <InputLabel id="export-board">{text('board')}</InputLabel>
            <Select
              labelId="export-board"
              label={text('board')}
              value={boardId}
              onChange={(event) => {
                setBoardId(event.target.value);
                setBoardMissing(false);
              }}
            >
              {choices.map((choice) => (
                <MenuItem key={choice.id} value={choice.id}>
                  {choice.name}
                </MenuItem>
              ))}
            </Select>
            {boardMissing && <FormHelperText>{text('chooseBoard')}</FormHelperText>}
          </FormControl>
          <FormatChoice value={singleFormat} onChange={setSingleFormat} />
          <Button
            variant="contained"
            startIcon={<DownloadIcon />}
            disabled={working}
            onClick={exportOne}
            sx={{ alignSelf: 'flex-start', minHeight: TOUCH_TARGET_PX }}
          >
            {text('exportBoard')}
          </Button>
        </Section>
        <Section heading={text('allHeading')} help={text('allHelp')}>
          <FormatChoice value={allFormat} onChange={setAllFormat} />
          <Button
            variant="contained"
            startIcon={<DownloadIcon />}
            disabled={working}
            onClick={() => void exportBoards(boards, allFormat)}
            sx={{ alignSelf: 'flex-start', minHeight: TOUCH_TARGET_PX }}
          >
            {text('exportAll')}
          </Button>
        </Section>
        <div role="status" aria-live="polite">
          {working && (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <CircularProgress size={28} aria-hidden />
              <Typography>
                {text('working')}
                {progress.total > 0 && ` ${intl.formatMessage(progress.unit === 'boards' ? exportBoardProgressMessage : exportProgressMessage, progress)}`}
              </Typography>
            </Stack>
          )}
        </div>
      </Stack>
    </ScreenLayout>
  );
}
