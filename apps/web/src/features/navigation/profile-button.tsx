import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { useIntl } from 'react-intl';
import { useAppDispatch } from '../../state/hooks';
import { notificationShown } from '../../state/notifications-slice';
import type { NavigationUser } from './current-user';
import { lockNotices, navigationMessages } from './messages';
import { NavButton } from './nav-button';
import { profileAction } from './profile-target';

export function ProfileButton({ isLocked, user }: { isLocked: boolean; user: NavigationUser | null }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const label = intl.formatMessage(navigationMessages.profile);
  const action = profileAction(isLocked, user);
  if (action.kind === 'link') return <NavButton label={label} icon={<AccountCircleIcon />} to={action.to} />;
  return (
    <NavButton label={label} icon={<AccountCircleIcon />} onClick={() => dispatch(notificationShown({ message: lockNotices.profileLocked, kind: 'info' }))} />
  );
}
