import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { mirroredInRtl } from './mirrored-in-rtl';

interface ScreenLayoutProps {
  title: string;
  /** Where the back button goes; no back button without it. */
  backTo?: string;
  children?: ReactNode;
}

/** A full screen with a title bar: the frame of every screen other than the board. */
export function ScreenLayout({ title, backTo, children }: ScreenLayoutProps) {
  const intl = useIntl();
  useEffect(() => {
    document.title = `${title} · ${intl.formatMessage({ id: 'app.name' })}`;
  }, [title, intl]);
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="static" color="primary" enableColorOnDark>
        <Toolbar>
          {backTo && (
            <IconButton component={Link} to={backTo} color="inherit" edge="start" aria-label={intl.formatMessage({ id: 'app.back' })}>
              {/* The arrow points the way back in either reading direction. */}
              <ArrowBackIcon sx={mirroredInRtl} />
            </IconButton>
          )}
          <Typography component="h1" variant="h6" sx={{ marginInlineStart: 1 }}>
            {title}
          </Typography>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flex: 1, p: 2 }}>
        {children}
      </Box>
    </Box>
  );
}
