import SettingsIcon from '@mui/icons-material/Settings';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { boardMessages } from '../messages';

/** The bar of board-level actions: back, help, print, fullscreen, settings, share, profile, lock. */
export function NavigationBar() {
  const intl = useIntl();
  const settings = intl.formatMessage(boardMessages.settings);
  return (
    <Box
      component="nav"
      aria-label={intl.formatMessage(boardMessages.navigationBar)}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 0.5, px: 1, minHeight: 52, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      <IconButton component={Link} to="/settings" color="inherit" aria-label={settings} title={settings}>
        <SettingsIcon />
      </IconButton>
    </Box>
  );
}
