import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import { useAppDispatch } from '../../state/hooks';
import { LockAnnouncer } from './lock-announcer';
import { navigationMessages } from './messages';
import { NavButton } from './nav-button';
import { pressLockButton } from './press-lock-button';

/**
 * Named for what a press does: "Unlock" while locked (4 quick presses), "Lock" while unlocked; what a press did shows
 * inside it (lock-announcer.tsx).
 */
export function LockToggle({ isLocked }: { isLocked: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  return (
    <NavButton
      label={intl.formatMessage(isLocked ? navigationMessages.unlock : navigationMessages.lock)}
      icon={
        // One box whichever the icon, so the notice inside keeps its state when the lock opens.
        <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
          {isLocked ? <LockIcon /> : <LockOpenIcon />}
          <LockAnnouncer />
        </Box>
      }
      onClick={() => dispatch(pressLockButton())}
      scan="lock"
    />
  );
}
