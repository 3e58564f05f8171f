import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useIntl } from 'react-intl';

/** Shown while a screen's code arrives; announced once to screen readers. */
export function LoadingScreen() {
  const label = useIntl().formatMessage({ id: 'app.loading' });
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: '50dvh' }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
