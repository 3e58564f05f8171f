import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/app';
import { SpeakerProvider } from '../state/speech-context';
import { routes } from '../app/routes';
import { makeStore, type RootState } from '../state/store';
import { WELCOME_SEEN_KEY } from '../features/welcome/first-visit';
import { FakeSpeaker } from './fake-speaker';

// jsdom has no PointerEvent: a MouseEvent carrying the pointer fields the board reads stands in for it.
if (typeof window.PointerEvent !== 'function') {
  class TestPointerEvent extends MouseEvent {
    readonly isPrimary: boolean;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.isPrimary = init.isPrimary ?? true;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = TestPointerEvent as unknown as typeof PointerEvent;
}

/** Browser entries to start with (a reload in the middle of a history), the last one on screen. */
type StartEntries = { entries: { pathname: string; state?: unknown }[] };

/** The app at a board path, as a returning visitor, with a fake speech service in place of the real one. */
export function renderBoard(path: string | StartEntries = '/', preloadedState?: Partial<RootState>) {
  localStorage.setItem(WELCOME_SEEN_KEY, 'true');
  const speaker = new FakeSpeaker();
  const store = makeStore(preloadedState);
  const initialEntries = typeof path === 'string' ? [path] : path.entries;
  const router = createMemoryRouter(routes, { initialEntries, initialIndex: initialEntries.length - 1 });
  const view = render(
    <SpeakerProvider speaker={speaker}>
      <App store={store} router={router} />
    </SpeakerProvider>,
  );
  return { store, router, speaker, ...view };
}
