import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { classicRootBoard } from '@tessera/content';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blobBytes } from '../../lib/db/blob-bytes';
import { boardChanged, selectActiveBoardId } from '../../state/board-slice';
import { languageStateFor } from '../../state/language-slice';
import { notificationShown } from '../../state/notifications-slice';
import { USER_KEY } from '../../state/stored-user';
import { selectIsLocked } from '../../state/ui-slice';
import { reportsChosen } from '../../state/usage-slice';
import { renderApp } from '../../test/render-app';
import { renderBoard } from '../../test/render-board';

const nav = () => screen.getByRole('navigation', { name: 'Board navigation' });
const navButton = (name: string) => within(nav()).getByRole('button', { name });
const navLink = (name: string) => within(nav()).getByRole('link', { name });
const announced = () => [...screen.getAllByRole('status'), ...screen.getAllByRole('alert')].map((region) => region.textContent).join('');
// What a press did, shown inside the lock button itself (covering no other control): the presses left, or a tick.
const lockNotice = () => {
  const badge = screen.queryByTestId('lock-notice');
  if (!badge) return null;
  expect(badge.closest('[data-scan="lock"]')).toBeTruthy();
  return badge.querySelector('svg') ? 'tick' : badge.textContent;
};

const press = (name: string, afterMs = 100) => {
  fireEvent.click(navButton(name));
  act(() => {
    vi.advanceTimersByTime(afterMs);
  });
};

// The dialogs are lazy: let the import settle (promises, not timers, so fake timers do not hold it up).
const openDialog = async (name: string) => {
  await act(async () => {
    fireEvent.click(navButton(name));
    await import('./print-dialog');
    await import('./share-board-dialog');
  });
};

const unlock = () => {
  for (let i = 0; i < 4; i += 1) press('Unlock');
};

describe('NavigationBar', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-01-05T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('while locked shows the way back, the board title, the profile and the lock, and nothing that edits', () => {
    renderApp('/board/root');
    expect(navButton('Go back').hasAttribute('disabled')).toBe(true);
    expect(within(nav()).getByRole('heading', { level: 1 }).textContent).toBe('Home');
    expect(navButton('Profile')).toBeTruthy();
    expect(navButton('Unlock')).toBeTruthy();
    for (const name of ['Settings', 'Help', 'Print', 'Share board', 'Analytics']) {
      expect(within(nav()).queryByRole('button', { name }) ?? within(nav()).queryByRole('link', { name })).toBeNull();
    }
  });

  it('unlocks on the fourth quick press, announcing the presses left', () => {
    const { store } = renderApp('/board/root');
    press('Unlock');
    expect(announced()).toBe('3 clicks to unlock');
    expect(lockNotice()).toBe('3');
    press('Unlock');
    expect(announced()).toBe('2 clicks to unlock');
    press('Unlock');
    expect(announced()).toBe('1 click to unlock');
    press('Unlock');
    expect(selectIsLocked(store.getState())).toBe(false);
    expect(announced()).toBe('Unlocked');
    expect(lockNotice()).toBe('tick');
    expect(navButton('Lock')).toBeTruthy();
    expect(within(nav()).queryByRole('heading')).toBeNull();
  });

  it('announces a press in a region of its own, inside the lock for 2 s, holding back no other notice', () => {
    const { store } = renderApp('/board/root');
    unlock();
    act(() => {
      store.dispatch(notificationShown({ message: { id: 'test.deleted', defaultMessage: '1 tile deleted' }, kind: 'info' }));
    });
    // The other notice shows at once, in the notifier's own region and on screen; the lock's region keeps its word.
    expect(document.querySelector('.MuiSnackbar-root')?.textContent).toContain('1 tile deleted');
    expect(
      screen
        .getAllByRole('status')
        .map((region) => region.textContent)
        .sort(),
    ).toEqual(['1 tile deleted', 'Unlocked']);
    expect(lockNotice()).toBe('tick');
    expect(within(nav()).getByTestId('lock-notice')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(lockNotice()).toBeNull();
  });

  it('starts the count again after 2 s without a press', () => {
    renderApp('/board/root');
    press('Unlock');
    press('Unlock', 2000);
    press('Unlock');
    expect(announced()).toBe('3 clicks to unlock');
  });

  it('ignores presses for 1 s after unlocking; a later press locks again', () => {
    const { store } = renderApp('/board/root');
    unlock(); // the unlocking press was 100 ms ago
    press('Lock', 900);
    expect(selectIsLocked(store.getState())).toBe(false);
    expect(navButton('Lock')).toBeTruthy();
    press('Lock');
    expect(selectIsLocked(store.getState())).toBe(true);
    expect(announced()).toBe('Locked');
    expect(navButton('Unlock')).toBeTruthy();
  });

  it('once unlocked offers help, print, settings, share and the profile, but no analytics for a guest', () => {
    renderApp('/board/root');
    unlock();
    expect(navLink('Help').getAttribute('href')).toBe('/settings/help');
    expect(navLink('Settings').getAttribute('href')).toBe('/settings');
    expect(navLink('Profile').getAttribute('href')).toBe('/login-signup');
    expect(navButton('Print')).toBeTruthy();
    expect(navButton('Share board')).toBeTruthy();
    expect(within(nav()).queryByRole('link', { name: 'Analytics' })).toBeNull();
  });

  it('offers a signed-in user Analytics, and Pause reports and Modeling once usage reports are on', () => {
    localStorage.setItem(USER_KEY, JSON.stringify({ id: 'u1', name: 'Ana', email: 'ana@example.org', authToken: 't' }));
    const { store } = renderApp('/board/root');
    unlock();
    expect(navLink('Analytics').getAttribute('href')).toBe('/analytics');
    expect(within(nav()).queryByRole('button', { name: 'Pause reports' })).toBeNull();
    act(() => {
      store.dispatch(reportsChosen(true));
    });
    const pause = within(nav()).getByRole('button', { name: 'Pause reports' });
    expect(pause.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(pause);
    expect(pause.getAttribute('aria-pressed')).toBe('true');
    expect(store.getState().usage.pausedUntil).toBeGreaterThan(Date.now());
    const modeling = within(nav()).getByRole('button', { name: 'Modeling' });
    fireEvent.click(modeling);
    expect(modeling.getAttribute('aria-pressed')).toBe('true');
    expect(store.getState().usage.modeling).toBe(true);
  });

  it('names the browser tab for the board on screen', () => {
    const { store } = renderApp('/board/root');
    expect(document.title).toBe('Home · Tessera');
    const folder = classicRootBoard.tiles.find((tile) => tile.loadBoard);
    act(() => {
      store.dispatch(boardChanged(folder?.loadBoard ?? ''));
    });
    expect(document.title).not.toBe('Home · Tessera');
    expect(document.title).toMatch(/^\S.* · Tessera$/);
  });

  it('tells a locked user to unlock to see the profile', () => {
    renderApp('/board/root');
    press('Profile');
    expect(announced()).toBe('Unlock to see your profile');
  });

  it('goes back to the previous board, and is disabled at the root', () => {
    const { store } = renderApp('/board/root');
    const before = selectActiveBoardId(store.getState());
    const folder = classicRootBoard.tiles.find((tile) => tile.loadBoard)?.loadBoard ?? '';
    act(() => {
      store.dispatch(boardChanged(folder));
    });
    expect(selectActiveBoardId(store.getState())).toBe(folder);
    expect(navButton('Go back').hasAttribute('disabled')).toBe(false);
    fireEvent.click(navButton('Go back'));
    expect(selectActiveBoardId(store.getState())).toBe(before);
    expect(navButton('Go back').hasAttribute('disabled')).toBe(true);
  });

  /** What window.open gives the print: a blank tab the page can write to, whose address the test reads. */
  const fakeTab = () => {
    const tab = { closed: false, close: vi.fn(), location: { href: '' }, document: document.implementation.createHTMLDocument('') };
    return tab;
  };

  const printBoard = async () => {
    renderApp('/board/root');
    unlock();
    vi.useRealTimers(); // the PDF library yields to the event loop while it writes
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (files.push(blob as Blob), `blob:pdf-${files.length}`));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {}); // jsdom fetches no pictures
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null); // nor draws: the PDF goes without labels here
    await openDialog('Print');
    const dialog = screen.getByRole('dialog', { name: 'Print' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Print this board' }));
    return { files, dialog };
  };

  it("opens the print dialog, which makes the board's PDF and opens it in the tab it opened at the press, on every device", async () => {
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { files } = await printBoard();
    // The tab opened at once, and says it waits for the PDF.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.document.body.textContent).toBe('Making the PDF…');
    await waitFor(() => expect(tab.location.href).toBe('blob:pdf-1'), { timeout: 20_000 });
    expect(files[0]?.type).toBe('application/pdf');
    const { PDFDocument } = await import('pdf-lib');
    const pdf = await PDFDocument.load(await blobBytes(files[0]!));
    expect(pdf.getPageCount()).toBeGreaterThan(0);
    expect(pdf.getTitle()).toBe('Home');
    // Never a frame printing the PDF inside the page: that crashed Chromium's tab.
    expect(document.querySelector('iframe')).toBeNull();
    vi.restoreAllMocks();
  }, 30_000);

  it('saves the PDF as a file where no tab can open', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    await printBoard();
    await waitFor(() => expect(saved).toEqual([expect.stringMatching(/^\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d_board\.pdf blob:pdf-1$/)]), { timeout: 20_000 });
    vi.restoreAllMocks();
  }, 30_000);

  it('tells a guest that sharing needs an account, with a way to log in', async () => {
    renderApp('/board/root');
    unlock();
    await openDialog('Share board');
    const dialog = screen.getByRole('dialog', { name: 'Share board' });
    expect(within(dialog).getByText('You need to be registered to share a board!')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Log in or sign up' }).getAttribute('href')).toBe('/login-signup');
    expect(within(dialog).queryByRole('button', { name: 'Copy link' })).toBeNull();
  });
});

describe('NavigationBar fullscreen', () => {
  const root = document.documentElement;
  let fullscreenElement: Element | null = null;

  beforeEach(() => {
    // jsdom has no Fullscreen API: this stands in for the browser's, including its change event.
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => fullscreenElement });
    root.requestFullscreen = vi.fn(async () => {
      fullscreenElement = root;
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    document.exitFullscreen = vi.fn(async () => {
      fullscreenElement = null;
      document.dispatchEvent(new Event('fullscreenchange'));
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(document, 'fullscreenEnabled');
    Reflect.deleteProperty(document, 'fullscreenElement');
    Reflect.deleteProperty(window, 'matchMedia');
    fullscreenElement = null;
  });

  const unlockNow = () => {
    for (let i = 0; i < 4; i += 1) fireEvent.click(navButton('Unlock'));
  };

  it('toggles fullscreen, its name following the state', async () => {
    renderApp('/board/root');
    unlockNow();
    await act(async () => {
      fireEvent.click(navButton('Fullscreen'));
    });
    expect(root.requestFullscreen).toHaveBeenCalledOnce();
    await act(async () => {
      fireEvent.click(navButton('Exit fullscreen'));
    });
    expect(document.exitFullscreen).toHaveBeenCalledOnce();
    expect(navButton('Fullscreen')).toBeTruthy();
  });

  it('is not offered on a touch-only device', () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ matches: query.includes('pointer: coarse'), media: query, addEventListener() {}, removeEventListener() {} }),
    });
    renderApp('/board/root');
    unlockNow();
    expect(within(nav()).queryByRole('button', { name: 'Fullscreen' })).toBeNull();
  });
});

describe('the board title in another language', () => {
  it('shows a built-in board by the name its nameKey has in the Arabic and Spanish catalogues', async () => {
    renderBoard('/board/core-root', { language: languageStateFor('ar') });
    expect((await screen.findByRole('heading', { level: 1, name: 'الكلمات الأساسية' }, { timeout: 5_000 })).textContent).toBe('الكلمات الأساسية');
    cleanup();
    renderBoard('/board/root', { language: languageStateFor('es') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicio' }, { timeout: 5_000 })).toBeTruthy();
  });
});
