import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CloudSpeech, ServiceEvents } from '../lib/speech';
import { makeStore } from '../state/store';
import { initialAuthState } from '../state/auth-slice';
import { useCloudVoices } from './cloud-voices';

/** The two things the hook asks of the speech service. */
class FakeService {
  cloud: CloudSpeech | null | undefined = undefined;
  private listeners = new Set<(event: ServiceEvents['cloud']) => void>();
  setCloud = (cloud: CloudSpeech | null) => void (this.cloud = cloud);
  on = (_type: 'cloud', listener: (event: ServiceEvents['cloud']) => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  emit(event: ServiceEvents['cloud']) {
    this.listeners.forEach((listener) => listener(event));
  }
}

function renderCloudVoices(signedIn: boolean) {
  const store = signedIn ? makeStore({ auth: initialAuthState({ id: 'u1', email: 'ada@example.org', name: 'Ada', authToken: 'token-1' }) }) : makeStore();
  const service = new FakeService();
  let path = '';
  const wrapper = ({ children }: { children: ReactNode }) => {
    const Probe = () => {
      path = useLocation().pathname;
      return <>{children}</>;
    };
    const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: ['/'] });
    return (
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    );
  };
  renderHook(() => useCloudVoices(service as never), { wrapper });
  return { store, service, path: () => path };
}

describe('the server voices in the app', () => {
  it('are handed to the speech service only while signed in', () => {
    expect(renderCloudVoices(false).service.cloud).toBeNull();
    expect(renderCloudVoices(true).service.cloud).toMatchObject({ voices: expect.any(Function), audio: expect.any(Function) });
  });

  it("show the spec's offline warning and its insufficient-connection notice, once each however many taps, with Change voice", () => {
    const { store, service, path } = renderCloudVoices(true);
    act(() => {
      service.emit({ problem: 'offline', voiceURI: 'cloud:espeak:en-US' });
      service.emit({ problem: 'offline', voiceURI: 'cloud:espeak:en-US' });
    });
    const offline = store.getState().notifications.open;
    expect(offline?.message.defaultMessage).toBe('WARNING: you are using an online voice, but it looks you are offline!');
    expect(offline?.kind).toBe('warning');
    expect(store.getState().notifications.waiting).toEqual([]);
    act(() => service.emit({ problem: 'failed', voiceURI: 'cloud:espeak:en-US' }));
    const failed = store.getState().notifications.open;
    expect(failed?.message.defaultMessage).toBe('Your internet connection is insufficient to reproduce an online voice properly.');
    expect(failed?.action?.label.defaultMessage).toBe('Change voice');

    act(() => void store.dispatch(failed!.action!.command));
    expect(path()).toBe('/settings/speech');
  });
});
