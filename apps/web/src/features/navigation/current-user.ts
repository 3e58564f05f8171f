import { selectUser } from '../../state/auth-slice';
import { useAppSelector } from '../../state/hooks';

/** Who is using the board, as far as the navigation bar cares. */
export interface NavigationUser {
  name?: string | undefined;
  email?: string | undefined;
}

/** The logged-in user, or null for a guest: the profile link, Analytics and board sharing follow it. */
export const useCurrentUser = (): NavigationUser | null => useAppSelector(selectUser);

/** Spec 01 §6: a logged-in user is one with both a name and an email. */
export const isRegistered = (user: NavigationUser | null): user is NavigationUser => Boolean(user?.name && user.email);
