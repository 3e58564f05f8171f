import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { loggedOut, selectIsLoggedIn, selectUser } from '../../state/auth-slice';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { selectLang } from '../../state/language-slice';
import { ScreenLayout } from '../../components/ui/screen-layout';
import { useGetLocationQuery } from '../../lib/api/get-location';
import { useGetUserQuery } from '../../lib/api/get-user';
import { useUpdateUserMutation } from '../../lib/api/update-user';
import { birthDateForDisplay, birthDateForStorage } from './birth-date';
import { DeleteAccountSection } from './delete-account-section';
import { guestLocation } from './guest-location';
import { accountMessages } from './messages';
import { useSaveNotice } from './use-save-notice';

type Draft = { name: string; birthDate: string };

/**
 * Spec 02 §2 People (the profile): name editable when logged in, email read-only, birth date, country read-only
 * and only when known; Save is disabled when logged out; Logout returns to /.
 */
export default function PeopleScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notify = useSaveNotice();
  const user = useAppSelector(selectUser);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const lang = useAppSelector(selectLang);
  const { data: profile } = useGetUserQuery(user?.id ?? '', { skip: !loggedIn || !user });
  const { data: location } = useGetLocationQuery(undefined, { skip: !loggedIn });
  const [updateUser, { isLoading: saving }] = useUpdateUserMutation();
  // The draft starts from the cached profile (the session's name until it arrives, offline too). Saving puts the
  // change in the cache at once, and takes it back there if the server refuses it (lib/api/update-user.ts).
  const [draft, setDraft] = useState<Draft | null>(null);
  const [tried, setTried] = useState(false);
  const text = (key: keyof typeof accountMessages) => intl.formatMessage(accountMessages[key]);

  const known = { name: profile?.name ?? user?.name ?? '', birthDate: birthDateForDisplay(profile?.birthdate) };
  const values = draft ?? known;
  const birthdate = birthDateForStorage(values.birthDate);
  const birthDateError = tried && birthdate === undefined;
  const country = loggedIn ? location?.country || profile?.location?.country : guestLocation(navigator.languages ?? [navigator.language], lang)?.country;

  const save = async () => {
    setTried(true);
    if (!user || birthdate === undefined || !values.name.trim()) return;
    setDraft(null); // the form shows the cached profile, with the change in it while the server answers
    const result = await updateUser({ id: user.id, name: values.name.trim(), birthdate });
    if ('data' in result && result.data) {
      notify(true);
    } else if (!('error' in result && result.error && 'status' in result.error && result.error.status === 403)) {
      // The cache is back to what the server holds; the form keeps what was typed, to save again (spec 01 §8).
      setDraft(values);
      notify(false);
    }
  };

  const logOut = () => {
    dispatch(loggedOut());
    void navigate('/', { replace: true });
  };

  return (
    <ScreenLayout title={text('peopleTitle')} backTo="/settings">
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        sx={{ maxWidth: 560, mx: 'auto' }}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {!loggedIn && (
          <Typography>
            {text('guestNote')}{' '}
            <Button component={Link} to="/login-signup" size="small">
              {text('loginSignup')}
            </Button>
          </Typography>
        )}
        <TextField
          label={text('name')}
          autoComplete="name"
          value={values.name}
          disabled={!loggedIn}
          required={loggedIn}
          error={tried && loggedIn && !values.name.trim()}
          onChange={(event) => setDraft({ ...values, name: event.target.value })}
        />
        <TextField
          label={text('email')}
          type="email"
          value={user?.email ?? ''}
          disabled={!loggedIn}
          slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }}
        />
        <TextField
          label={text('birthDate')}
          placeholder="DD/MM/YYYY"
          value={values.birthDate}
          disabled={!loggedIn}
          error={birthDateError}
          helperText={birthDateError ? text('birthDateInvalid') : text('birthDateHint')}
          // The hint stays readable while the field is dimmed for a guest (axe colour contrast).
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'bday' }, formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
          onChange={(event) => setDraft({ ...values, birthDate: event.target.value })}
        />
        {country && <TextField label={text('country')} value={country} slotProps={{ htmlInput: { readOnly: true } }} />}
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          {loggedIn && (
            <Button variant="outlined" onClick={logOut}>
              {text('logout')}
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={!loggedIn} loading={saving}>
            {text('save')}
          </Button>
        </Stack>
      </Stack>
      {loggedIn && user && <DeleteAccountSection userId={user.id} />}
    </ScreenLayout>
  );
}
