import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { START_AS_GUEST } from '../../lib/first-board/snapshot-format';
import { welcomeMessages } from './messages';
import { WelcomePicture } from './welcome-picture';

/**
 * A short, friendly first page: what Tessera is, then start at once as a guest or log in. (The build shows a copy of
 * it before the app's code arrives, and finds it and its start button by their data attributes: see lib/first-board.)
 */
export default function WelcomeScreen({ onStart }: { onStart: () => void }) {
  const intl = useIntl();
  const text = (message: keyof typeof welcomeMessages) => intl.formatMessage(welcomeMessages[message]);
  const title = text('title');
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <Box
      component="main"
      data-screen="welcome"
      sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: { xs: 2, sm: 4 }, bgcolor: 'background.default' }}
    >
      <Stack spacing={3} sx={{ maxWidth: 520, width: '100%', alignItems: 'center', textAlign: 'center' }}>
        <WelcomePicture />
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography sx={{ fontSize: '1.15rem' }}>{text('intro')}</Typography>
        <Box component="ul" sx={{ textAlign: 'start', m: 0, paddingInlineStart: 3, '& li': { mb: 1 } }}>
          <li>{text('pointBoards')}</li>
          <li>{text('pointCaregivers')}</li>
          <li>{text('pointOffline')}</li>
        </Box>
        <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 360 }}>
          <Button variant="contained" size="large" onClick={onStart} {...{ [START_AS_GUEST]: '' }} sx={{ py: 1.5, fontSize: '1.1rem' }}>
            {text('startAsGuest')}
          </Button>
          <Button variant="outlined" size="large" component={Link} to="/login-signup">
            {text('logInOrSignUp')}
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {text('guestNote')}
        </Typography>
      </Stack>
    </Box>
  );
}
