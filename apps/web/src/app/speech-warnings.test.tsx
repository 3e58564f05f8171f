import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import type { ServiceEvents } from '../lib/speech';
import { useSpeechWarnings } from './speech-warnings';
import { makeStore } from '../state/store';

const NO_VOICE = 'WARNING: we did not detect an available Text to Speech voice! ... cannot work properly.';

/** The one event the hook listens to, as the speech service emits it. */
class Warnings {
  private listeners = new Set<(event: ServiceEvents['warning']) => void>();
  on = (_type: 'warning', listener: (event: ServiceEvents['warning']) => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  emit(_type: 'warning', event: ServiceEvents['warning']) {
    this.listeners.forEach((listener) => listener(event));
  }
}

describe('speech warnings', () => {
  it("shows the spec's no-voice warning once, however many utterances fail", () => {
    const store = makeStore();
    const events = new Warnings();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { unmount } = renderHook(() => useSpeechWarnings(events as never), { wrapper });

    act(() => {
      events.emit('warning', { message: NO_VOICE, lang: 'km-KH' });
      events.emit('warning', { message: NO_VOICE, lang: 'km-KH' });
    });
    const { open, waiting } = store.getState().notifications;
    expect(open?.message.defaultMessage).toBe(NO_VOICE);
    expect(open?.kind).toBe('warning');
    expect(waiting).toEqual([]);

    unmount();
    act(() => events.emit('warning', { message: NO_VOICE, lang: 'km-KH' }));
    expect(store.getState().notifications.open?.key).toBe(open?.key);
  });
});
