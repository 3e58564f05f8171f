import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudSyncIcon from '@mui/icons-material/CloudSync';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { selectIsLoggedIn } from '../../state/auth-slice';
import { useAppSelector } from '../../state/hooks';
import { selectSync, type SyncPhase } from '../../state/sync-slice';
import { syncMessages } from './messages';

const SyncDialog = lazy(() => import('./sync-dialog'));

const icons: Record<SyncPhase, typeof CloudDoneIcon> = { synced: CloudDoneIcon, syncing: CloudSyncIcon, pending: CloudSyncIcon, failed: CloudOffIcon };

/**
 * The small sync status of a signed-in user, for the navigation bar: synced, saving, waiting or not synced,
 * with a dot when earlier versions are kept. It opens the sync dialog (retry, earlier versions).
 */
export function SyncStatusButton() {
  const intl = useIntl();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const sync = useAppSelector(selectSync);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!loggedIn) return null;
  const Icon = icons[sync.phase];
  const label = intl.formatMessage(syncMessages[sync.phase]);
  return (
    <>
      <IconButton
        aria-label={label}
        title={label}
        color="inherit"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        sx={{ width: 48, height: 48, '&.Mui-focusVisible': { outline: '3px solid currentColor', outlineOffset: -3 } }}
      >
        <Badge color="warning" variant="dot" invisible={sync.conflicts === 0}>
          <Icon />
        </Badge>
      </IconButton>
      <Suspense fallback={null}>{opened && <SyncDialog open={open} onClose={() => setOpen(false)} />}</Suspense>
    </>
  );
}
