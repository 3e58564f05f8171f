import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { appMessages } from './messages';

/** Any path the app does not know (spec 01 §2). */
export default function NotFoundScreen() {
  const intl = useIntl();
  const title = intl.formatMessage(appMessages.notFoundTitle);
  useEffect(() => {
    document.title = `${title} · ${intl.formatMessage(appMessages.name)}`;
  }, [title, intl]);
  return (
    <Stack component="main" spacing={3} sx={{ minHeight: '100dvh', alignItems: 'center', justifyContent: 'center', p: 3, textAlign: 'center' }}>
      <Typography component="h1" variant="h4">
        {title}
      </Typography>
      <Button component={Link} to="/" variant="contained" size="large">
        {intl.formatMessage(appMessages.homePage)}
      </Button>
    </Stack>
  );
}
