import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { selectSync, syncRequested } from '../../state/sync-slice';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { AccountHistory } from './account-history';
import { EarlierVersions } from './earlier-versions';
import { lastErrorMessage, lastSyncedMessage, syncMessages, waitingMessage } from './messages';

interface SyncDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Where the user sees what is not yet on the server, can try again at once, and can bring back earlier versions. */
export default function SyncDialog({ open, onClose }: SyncDialogProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const sync = useAppSelector(selectSync);
  const status =
    sync.phase === 'failed'
      ? intl.formatMessage(syncMessages.failedBody)
      : sync.pending > 0
        ? intl.formatMessage(waitingMessage, { count: sync.pending })
        : intl.formatMessage(syncMessages.allSaved);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="sync-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="sync-dialog-title">{intl.formatMessage(syncMessages.title)}</DialogTitle>
      <DialogContent>
        <Typography role="status">{status}</Typography>
        {sync.phase === 'failed' && sync.lastError && (
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage(lastErrorMessage, { message: sync.lastError })}
          </Typography>
        )}
        {sync.lastSyncedAt && (
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage(lastSyncedMessage, { time: intl.formatDate(sync.lastSyncedAt, { dateStyle: 'medium', timeStyle: 'short' }) })}
          </Typography>
        )}
        <AccountHistory />
        <EarlierVersions />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => dispatch(syncRequested())} disabled={sync.phase === 'syncing'} sx={{ minHeight: TOUCH_TARGET_PX }}>
          {intl.formatMessage(syncMessages.retry)}
        </Button>
        <Button onClick={onClose} sx={{ minHeight: TOUCH_TARGET_PX }}>
          {intl.formatMessage(syncMessages.close)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
