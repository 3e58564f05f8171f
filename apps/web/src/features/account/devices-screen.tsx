import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Device } from '@tessera/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { selectIsLoggedIn, selectUser } from '../../state/auth-slice';
import { useAppSelector } from '../../state/hooks';
import { ScreenLayout } from '../../components/ui/screen-layout';
import { useGetUserQuery } from '../../lib/api/get-user';
import { useUpdateUserMutation } from '../../lib/api/update-user';
import { useEndSessionMutation } from '../../lib/api/end-session';
import { useGetSessionsQuery, type AccountSession } from '../../lib/api/get-sessions';
import { useAppDispatch } from '../../state/hooks';
import { notificationShown } from '../../state/notifications-slice';
import { describeDevice } from './device-description';
import { numberedDeviceNames } from './device-names';
import { DeviceRow } from './device-row';
import { LogOutEverywhereSection } from './log-out-everywhere-section';
import { accountMessages, sessionNotices } from './messages';
import { useSaveNotice } from './use-save-notice';

/**
 * Spec 02 §2 Devices: the user's devices; a delete button removes a row here, Save stores the list. A device still
 * signed in can be signed out from here, and every device at once (issue 26: sessions the server can end).
 */
export default function DevicesScreen() {
  const intl = useIntl();
  const notify = useSaveNotice();
  const user = useAppSelector(selectUser);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data: profile, isLoading, isError } = useGetUserQuery(user?.id ?? '', { skip: !loggedIn || !user });
  const [updateUser, { isLoading: saving }] = useUpdateUserMutation();
  const dispatch = useAppDispatch();
  const { data: sessions = [] } = useGetSessionsQuery(undefined, { skip: !loggedIn || !user });
  const [endSession] = useEndSessionMutation();
  const [signingOut, setSigningOut] = useState<string | null>(null);
  const sessionsOf = (rowId: string | undefined): AccountSession[] => (rowId ? sessions.filter((session) => session.deviceRowId === rowId) : []);

  /** Ends the row's sessions other than this browser's own (logging out here is the Logout button's). */
  const signOut = async (rowId: string, others: AccountSession[]) => {
    setSigningOut(rowId);
    const results = await Promise.all(others.map((session) => endSession(session.id)));
    setSigningOut(null);
    const failed = results.some((result) => 'error' in result && !(result.error && 'status' in result.error && [403, 404].includes(result.error.status)));
    if (failed) dispatch(notificationShown({ message: sessionNotices.failed, kind: 'error' }));
  };
  const [draft, setDraft] = useState<Device[] | null>(null);
  const text = (key: keyof typeof accountMessages) => intl.formatMessage(accountMessages[key]);
  const devices = draft ?? profile?.settings?.devices ?? [];
  const names = numberedDeviceNames(
    devices.map((device) => {
      const { browser, os } = describeDevice(device.deviceId);
      return [browser, os].filter(Boolean).join(' · ') || text('unknown');
    }),
    (value) => intl.formatNumber(value),
  );

  const save = async () => {
    if (!user) return;
    const result = await updateUser({ id: user.id, settings: { devices } });
    if ('data' in result) {
      setDraft(null);
      notify(true);
    } else if (!(result.error && 'status' in result.error && result.error.status === 403)) {
      notify(false);
    }
  };

  return (
    <ScreenLayout title={text('devicesTitle')} backTo="/settings">
      <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto' }}>
        {!loggedIn ? (
          <Typography>
            {text('guestNote')}{' '}
            <Button component={Link} to="/login-signup" size="small">
              {text('loginSignup')}
            </Button>
          </Typography>
        ) : (
          <Typography color="text.secondary">{text('devicesIntro')}</Typography>
        )}
        {isLoading && <CircularProgress aria-label={intl.formatMessage({ id: 'app.loading' })} sx={{ alignSelf: 'center' }} />}
        {isError && <Alert severity="error">{text('loadFailed')}</Alert>}
        {loggedIn && !isLoading && !isError && (
          <Paper variant="outlined">
            {devices.length === 0 ? (
              <Typography sx={{ p: 2 }}>{text('noDevices')}</Typography>
            ) : (
              <List aria-label={text('devicesTitle')}>
                {devices.map((device, index) => {
                  const signedIn = sessionsOf(device._id);
                  const others = signedIn.filter((session) => !session.current);
                  return (
                    <DeviceRow
                      key={device._id ?? `${device.deviceId}-${index}`}
                      device={device}
                      name={names[index] ?? ''}
                      last={index === devices.length - 1}
                      onDelete={() => setDraft(devices.filter((_, other) => other !== index))}
                      thisDevice={signedIn.some((session) => session.current)}
                      onSignOut={device._id && others.length > 0 ? () => void signOut(device._id as string, others) : undefined}
                      signingOut={signingOut !== null && signingOut === device._id}
                    />
                  );
                })}
              </List>
            )}
          </Paper>
        )}
        {/* A guest has no device list to save: the note above says devices are an account's. */}
        {loggedIn && (
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button variant="contained" disabled={draft === null} loading={saving} onClick={() => void save()}>
              {text('save')}
            </Button>
          </Stack>
        )}
        {loggedIn && <LogOutEverywhereSection />}
      </Stack>
    </ScreenLayout>
  );
}
