import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useRouteError } from 'react-router';
import { appMessages } from './messages';

/**
 * A screen that failed to load or render, most often a code chunk that could not be fetched offline; `title` names
 * the area that failed ("Unexpected settings error" for the settings screens).
 */
export function RouteErrorScreen({ title = appMessages.routeErrorTitle }: { title?: MessageDescriptor }) {
  const intl = useIntl();
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <Stack component="main" spacing={2} role="alert" sx={{ minHeight: '100dvh', alignItems: 'center', justifyContent: 'center', p: 3 }}>
      <Typography component="h1" variant="h5">
        {intl.formatMessage(title)}
      </Typography>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {intl.formatMessage(appMessages.routeErrorReload)}
        </Button>
        <Button component={Link} to="/" reloadDocument>
          {intl.formatMessage(appMessages.homePage)}
        </Button>
      </Stack>
    </Stack>
  );
}
