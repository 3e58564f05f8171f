import DeleteIcon from '@mui/icons-material/DeleteForever';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { deleteUsage, fetchUsageExport, type UsageExportFormat } from '../../lib/api/usage-requests';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { selectAuthToken } from '../../state/auth-slice';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { notificationShown } from '../../state/notifications-slice';
import { reportsChosen } from '../../state/usage-slice';
import { analyticsMessages as m, analyticsNotices } from './messages';

const saveFile = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};

/** Download the user's events (CSV, LAM), and delete all reports (which turns them off), after asking. */
export function ReportActions() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectAuthToken);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const download = async (format: UsageExportFormat) => {
    try {
      const { blob, fileName } = await fetchUsageExport(format, token ?? '');
      saveFile(blob, fileName);
    } catch {
      dispatch(notificationShown({ message: analyticsNotices.exportFailed, kind: 'warning' }));
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      await dispatch(deleteUsage());
      dispatch(reportsChosen(false));
      setAsking(false);
    } catch {
      dispatch(notificationShown({ message: analyticsNotices.changeFailed, kind: 'warning' }));
    } finally {
      setBusy(false);
    }
  };
  const target = { minHeight: TOUCH_TARGET_PX };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void download('csv')} sx={target}>
        {intl.formatMessage(m.exportCsv)}
      </Button>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void download('lam')} sx={target}>
        {intl.formatMessage(m.exportLam)}
      </Button>
      <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={() => setAsking(true)} sx={target}>
        {intl.formatMessage(m.deleteAll)}
      </Button>
      <ConfirmDialog
        open={asking}
        busy={busy}
        color="error"
        title={intl.formatMessage(m.deleteAll)}
        text={intl.formatMessage(m.deleteQuestion)}
        cancelLabel={intl.formatMessage(m.cancel)}
        confirmLabel={intl.formatMessage(m.deleteConfirm)}
        onCancel={() => setAsking(false)}
        onConfirm={() => void remove()}
      />
    </Box>
  );
}
