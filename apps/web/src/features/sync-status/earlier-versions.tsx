import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { selectUser } from '../../state/auth-slice';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { notificationShown } from '../../state/notifications-slice';
import { discardBoardVersion, restoreBoardVersion } from '../../sync/restore-version';
import { getDb, type ConflictRecord } from '../../lib/db';
import { listConflicts } from '../../sync';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { deletedMessage, discardMessage, replacedMessage, restoredMessage, restoreMessage, syncMessages } from './messages';

/** The versions kept after sync conflicts, newest first, each with Restore and Discard. */
export function EarlierVersions() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectUser)?.id;
  const conflictCount = useAppSelector((state) => state.sync.conflicts);
  const [versions, setVersions] = useState<ConflictRecord[] | null>(null);
  const db = getDb(userId);

  const reload = useCallback(() => {
    listConflicts(db).then(setVersions, () => setVersions([]));
  }, [db]);
  useEffect(reload, [reload, conflictCount]);

  const time = (at: number) => intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' });
  // Nothing kept aside is the usual case: the section then stays out of the way.
  if (!versions || versions.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="earlier-versions-title" sx={{ mt: 2 }}>
      <Typography id="earlier-versions-title" variant="h6" component="h3">
        {intl.formatMessage(syncMessages.versionsTitle)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {intl.formatMessage(syncMessages.versionsHelp)}
      </Typography>
      <List>
        {versions.map((version) => {
          const name = version.board.name || version.boardId;
          return (
            <ListItem key={version.id} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                primary={name}
                secondary={intl.formatMessage(version.reason === 'deleted' ? deletedMessage : replacedMessage, { time: time(version.savedAt) })}
              />
              <Button
                variant="outlined"
                sx={{ minHeight: TOUCH_TARGET_PX }}
                aria-label={intl.formatMessage(restoreMessage, { name })}
                onClick={async () => {
                  await dispatch(restoreBoardVersion(db, version));
                  dispatch(notificationShown({ message: restoredMessage, values: { name }, kind: 'success' }));
                  reload();
                }}
              >
                {intl.formatMessage(syncMessages.restoreButton)}
              </Button>
              <Button
                sx={{ minHeight: TOUCH_TARGET_PX }}
                aria-label={intl.formatMessage(discardMessage, { name })}
                onClick={async () => {
                  await dispatch(discardBoardVersion(db, version));
                  reload();
                }}
              >
                {intl.formatMessage(syncMessages.discardButton)}
              </Button>
            </ListItem>
          );
        })}
      </List>
    </Stack>
  );
}
