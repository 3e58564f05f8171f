import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IMPORT_PICKER_EXTENSIONS } from '@tessera/core';
import { useRef, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { ScreenLayout } from '../../components/ui/screen-layout';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { importMessages, importProblemMessages, importProgressMessage, importSuccessMessage } from './messages';
import { useBoardImport, type ImportStatus } from './use-board-import';

const ACCEPT = IMPORT_PICKER_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The finished import's message (spec 02 §8), and what was wrong with the file when that is known. */
function Outcome({ status }: { status: ImportStatus }): ReactNode {
  const intl = useIntl();
  switch (status.kind) {
    case 'imported':
      return <Alert severity="success">{intl.formatMessage(importSuccessMessage, { n: status.count })}</Alert>;
    case 'nothing':
      return <Alert severity="warning">{intl.formatMessage(importMessages.nothing)}</Alert>;
    case 'no-file':
      return <Alert severity="warning">{intl.formatMessage(importMessages.noFile)}</Alert>;
    case 'invalid-file':
      return <Alert severity="error">{intl.formatMessage(importMessages.invalidFile)}</Alert>;
    case 'failed':
      return (
        <Alert severity="error">
          {intl.formatMessage(importMessages.error)}
          {status.problem && importProblemMessages[status.problem.kind] && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {intl.formatMessage(
                importProblemMessages[status.problem.kind] as MessageDescriptor,
                status.problem as unknown as Record<string, string | number>,
              )}
            </Typography>
          )}
        </Alert>
      );
    default:
      return null;
  }
}

/** Spec 02 §2 Import: one file picker for json, obz and obf; a spinner while working, then a message (§4, §8). */
export default function ImportScreen() {
  const intl = useIntl();
  const { status, importFile } = useBoardImport();
  const picker = useRef<HTMLInputElement>(null);
  const working = status.kind === 'working';
  return (
    <ScreenLayout title={intl.formatMessage(importMessages.title)} backTo="/settings">
      <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto' }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography>{intl.formatMessage(importMessages.help)}</Typography>
            {/* A real button opens the picker, so Enter and Space do too (a label styled as one answers only a click). */}
            <Button
              variant="contained"
              startIcon={<UploadFileIcon />}
              disabled={working}
              onClick={() => picker.current?.click()}
              sx={{ minHeight: TOUCH_TARGET_PX }}
            >
              {intl.formatMessage(importMessages.chooseFile)}
            </Button>
            <input
              ref={picker}
              type="file"
              accept={ACCEPT}
              hidden
              tabIndex={-1}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                void importFile(file);
              }}
            />
          </Stack>
        </Paper>
        <div role="status" aria-live="polite">
          {working ? (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <CircularProgress size={28} aria-hidden />
              <Typography>
                {intl.formatMessage(importMessages.working)}
                {status.total > 0 && ` ${intl.formatMessage(importProgressMessage, { done: status.done, total: status.total })}`}
              </Typography>
            </Stack>
          ) : (
            <Outcome status={status} />
          )}
        </div>
      </Stack>
    </ScreenLayout>
  );
}
