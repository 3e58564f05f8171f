/** Who is using the board, as far as the navigation bar cares. */
export interface NavigationUser {
  name?: string | undefined;
  email?: string | undefined;
}

/**
 * The logged-in user, or null for a guest. Accounts are not built yet, so everyone is a guest; when the auth
 * slice lands, this hook reads it and the profile link, Analytics and board sharing follow on their own.
 */
export const useCurrentUser = (): NavigationUser | null => null;

/** Spec 01 §6: a logged-in user is one with both a name and an email. */
export const isRegistered = (user: NavigationUser | null): user is NavigationUser => Boolean(user?.name && user.email);
