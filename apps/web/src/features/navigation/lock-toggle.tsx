import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useIntl } from 'react-intl';
import { useAppDispatch } from '../../state/hooks';
import { navigationMessages } from './messages';
import { NavButton } from './nav-button';
import { pressLockButton } from './press-lock-button';

/** Named for what a press does: "Unlock" while locked (4 quick presses), "Lock" while unlocked. */
export function LockToggle({ isLocked }: { isLocked: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  return (
    <NavButton
      label={intl.formatMessage(isLocked ? navigationMessages.unlock : navigationMessages.lock)}
      icon={isLocked ? <LockIcon /> : <LockOpenIcon />}
      onClick={() => dispatch(pressLockButton())}
      scan="lock"
    />
  );
}
