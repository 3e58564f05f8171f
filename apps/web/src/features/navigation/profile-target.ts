import { isRegistered, type NavigationUser } from './current-user';

export type ProfileAction = { kind: 'locked-notice' } | { kind: 'link'; to: '/settings/people' | '/login-signup' };

/** Spec 01 §2 Profile icon: locked shows a notice; a registered user goes to the profile, a guest to log in. */
export function profileAction(isLocked: boolean, user: NavigationUser | null): ProfileAction {
  if (isLocked) return { kind: 'locked-notice' };
  return { kind: 'link', to: isRegistered(user) ? '/settings/people' : '/login-signup' };
}
