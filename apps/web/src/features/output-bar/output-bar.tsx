import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import { outputBarMessages } from './messages';

/** Where the chosen symbols line up to be spoken. */
export function OutputBar() {
  const intl = useIntl();
  return (
    <Box
      component="section"
      aria-label={intl.formatMessage(outputBarMessages.output)}
      sx={{ minHeight: 72, display: 'flex', alignItems: 'center', gap: 1, px: 1, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    />
  );
}
