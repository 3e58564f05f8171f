import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { boardDisplayName } from '@tessera/core';
import { messageTranslator } from '../../lib/i18n/message-translator';
import { selectActiveBoard } from '../../state/board-slice';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { notificationShown } from '../../state/notifications-slice';
import { hasAccountHistory, loadAccountHistory, restoreAccountVersion } from '../../sync/account-history';
import type { BoardVersionSummary } from '@tessera/core';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import {
  accountHistoryMessages,
  accountHistoryTitle,
  accountVersionDetails,
  accountVersionLabel,
  accountVersionRestored,
  restoreAccountVersionLabel,
  syncMessages,
} from './messages';

type Loaded = { key: string } & ({ state: 'failed' } | { state: 'loaded'; versions: BoardVersionSummary[] });

/**
 * The earlier versions the account keeps of the board on screen, from every device (when each was replaced, and
 * which device wrote it), each with Restore: on any device, an earlier version can be brought back.
 */
export function AccountHistory() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const board = useAppSelector(selectActiveBoard);
  const kept = useAppSelector((state) => (board ? hasAccountHistory(state, board.id) : false));
  const [answer, setAnswer] = useState<Loaded | null>(null);
  const boardId = board?.id;
  // Loaded again when the board's version changes (a restore, another device's change).
  const key = `${boardId}:${board?.version ?? ''}`;
  useEffect(() => {
    if (!kept || !boardId) return;
    let current = true;
    dispatch(loadAccountHistory(boardId)).then(
      (versions) => current && setAnswer({ key, state: 'loaded', versions }),
      () => current && setAnswer({ key, state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [dispatch, kept, boardId, key]);

  if (!board || !kept) return null;
  const loaded = answer?.key === key ? answer : { state: 'loading' as const };
  const name = boardDisplayName(board, messageTranslator(intl)) || board.id;
  const time = (at: string) => intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Stack component="section" aria-labelledby="account-history-title" sx={{ mt: 2 }}>
      <Typography id="account-history-title" variant="h6" component="h3">
        {intl.formatMessage(accountHistoryTitle, { name })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {intl.formatMessage(accountHistoryMessages.help)}
      </Typography>
      {loaded.state === 'loading' && <Typography role="status">{intl.formatMessage(accountHistoryMessages.loading)}</Typography>}
      {loaded.state === 'failed' && <Typography role="alert">{intl.formatMessage(accountHistoryMessages.failed)}</Typography>}
      {loaded.state === 'loaded' && loaded.versions.length === 0 && <Typography sx={{ mt: 1 }}>{intl.formatMessage(accountHistoryMessages.none)}</Typography>}
      {loaded.state === 'loaded' && (
        <List aria-labelledby="account-history-title">
          {loaded.versions.map((entry) => (
            <ListItem key={entry.version} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                primary={intl.formatMessage(accountVersionLabel, { version: entry.version, time: time(entry.replacedAt) })}
                secondary={intl.formatMessage(accountVersionDetails, {
                  device: entry.device ?? intl.formatMessage(accountHistoryMessages.unknownDevice),
                  count: entry.tileCount,
                })}
              />
              <Button
                variant="outlined"
                sx={{ minHeight: TOUCH_TARGET_PX }}
                aria-label={intl.formatMessage(restoreAccountVersionLabel, { version: entry.version, name })}
                onClick={async () => {
                  await dispatch(restoreAccountVersion(board.id, entry.version));
                  dispatch(notificationShown({ message: accountVersionRestored, values: { version: entry.version, name }, kind: 'success' }));
                }}
              >
                {intl.formatMessage(syncMessages.restoreButton)}
              </Button>
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
