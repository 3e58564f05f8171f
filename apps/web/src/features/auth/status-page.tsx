import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

interface StatusPageProps {
  /** What is happening or what happened, read out as it changes. */
  message: string;
  busy?: boolean;
  children?: ReactNode;
}

/** A quiet centred page for the steps between screens: activation, the social login callback. */
export function StatusPage({ message, busy = false, children }: StatusPageProps) {
  const intl = useIntl();
  useEffect(() => {
    document.title = `${message} · ${intl.formatMessage({ id: 'app.name' })}`;
  }, [message, intl]);
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3, bgcolor: 'background.default' }}>
      <Stack spacing={3} role="status" sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 480 }}>
        {busy && <CircularProgress aria-hidden />}
        <Typography component="h1" variant="h5">
          {message}
        </Typography>
        {children}
      </Stack>
    </Box>
  );
}
