import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { fullscreenChanged, selectIsFullscreen } from '../../state/ui-slice';
import { canOfferFullscreen, isDocumentFullscreen, toggleDocumentFullscreen } from './fullscreen';
import { navigationMessages } from './messages';
import type { NavItem } from './nav-item';

/** "Fullscreen" / "Exit fullscreen"; null where the browser cannot or on touch-only devices. */
export function useFullscreenItem(priority: number): NavItem | null {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const isFullscreen = useAppSelector(selectIsFullscreen);
  const [offered] = useState(canOfferFullscreen);

  useEffect(() => {
    if (!offered) return;
    // Esc or the browser's own controls also leave fullscreen; the event keeps the store in step.
    const sync = () => dispatch(fullscreenChanged(isDocumentFullscreen()));
    sync();
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [dispatch, offered]);

  if (!offered) return null;
  return {
    key: 'fullscreen',
    label: intl.formatMessage(isFullscreen ? navigationMessages.exitFullscreen : navigationMessages.fullscreen),
    icon: isFullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />,
    onClick: () => void toggleDocumentFullscreen(),
    priority,
    notOnTouch: true,
  };
}
