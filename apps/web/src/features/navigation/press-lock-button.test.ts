import { describe, expect, it } from 'vitest';
import { initialSettingsState } from '../../state/settings-slice';
import { makeStore } from '../../state/store';
import { selectIsLocked } from '../../state/ui-slice';
import { pressLockButton } from './press-lock-button';

describe('pressLockButton', () => {
  it('needs four presses even when the account has quick settings unlock on', () => {
    const defaults = initialSettingsState();
    const store = makeStore({ settings: { ...defaults, navigation: { ...defaults.navigation, quickUnlockActive: true } } });
    for (const now of [0, 100, 200]) {
      store.dispatch(pressLockButton(now));
      expect(selectIsLocked(store.getState())).toBe(true);
    }
    store.dispatch(pressLockButton(300));
    expect(selectIsLocked(store.getState())).toBe(false);
  });
});
