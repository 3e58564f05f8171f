import { describe, expect, it } from 'vitest';
import { profileAction } from './profile-target';

describe('profileAction', () => {
  const ana = { name: 'Ana', email: 'ana@example.org' };

  it('shows the locked-profile notice while locked, whoever the user is', () => {
    expect(profileAction(true, ana)).toEqual({ kind: 'locked-notice' });
    expect(profileAction(true, null)).toEqual({ kind: 'locked-notice' });
  });

  it('sends a user with a name and an email to the profile, anyone else to log in', () => {
    expect(profileAction(false, ana)).toEqual({ kind: 'link', to: '/settings/people' });
    expect(profileAction(false, { name: 'Ana' })).toEqual({ kind: 'link', to: '/login-signup' });
    expect(profileAction(false, null)).toEqual({ kind: 'link', to: '/login-signup' });
  });
});
