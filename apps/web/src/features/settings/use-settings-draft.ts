import { useState } from 'react';
import { useAppDispatch } from '../../state/hooks';
import { notificationShown } from '../../state/notifications-slice';
import { settingsNotices } from './messages';

/**
 * Settings edited on a screen and applied by its Save (spec 02 §4: display and navigation): the draft over the
 * saved values, whether it changes anything, and save, which applies it and says so.
 */
export function useSettingsDraft<T extends object>(saved: T, apply: (draft: Partial<T>) => void) {
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState<Partial<T>>({});
  const value: T = { ...saved, ...draft };
  const changed = (Object.keys(draft) as (keyof T)[]).some((key) => draft[key] !== saved[key]);
  const edit = (change: Partial<T>) => setDraft((current) => ({ ...current, ...change }));
  const save = () => {
    apply(draft);
    setDraft({});
    dispatch(notificationShown({ message: settingsNotices.saved, kind: 'success' }));
  };
  return { value, changed, edit, save };
}
