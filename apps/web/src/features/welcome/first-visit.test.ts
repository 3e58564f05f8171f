import { describe, expect, it } from 'vitest';
import { hasSeenWelcome, rememberWelcomeSeen, WELCOME_SEEN_KEY } from './first-visit';

describe('first visit', () => {
  it('is remembered in storage', () => {
    expect(hasSeenWelcome(localStorage)).toBe(false);
    rememberWelcomeSeen(localStorage);
    expect(localStorage.getItem(WELCOME_SEEN_KEY)).toBe('true');
    expect(hasSeenWelcome(localStorage)).toBe(true);
  });

  it('survives storage that refuses to work', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    expect(hasSeenWelcome(broken)).toBe(false);
    expect(() => rememberWelcomeSeen(broken)).not.toThrow();
  });
});
