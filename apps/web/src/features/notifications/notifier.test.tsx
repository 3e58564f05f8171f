import { act, fireEvent, render, screen } from '@testing-library/react';
import { NOTIFICATION_AUTO_HIDE_MS } from '@tessera/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Dialog from '@mui/material/Dialog';
import { AppProviders } from '../../test/app-providers';
import { notificationShown, selectOpenNotification } from '../../state/notifications-slice';
import { makeStore } from '../../state/store';
import { Notifier } from './notifier';

const hello = { id: 'test.hello', defaultMessage: 'Hello {name}' };
const later = { id: 'test.later', defaultMessage: 'Second notice' };
const danger = { id: 'test.danger', defaultMessage: 'Something failed' };

const renderNotifier = () => {
  const store = makeStore();
  render(
    <AppProviders store={store}>
      <p>Board</p>
      <Notifier />
    </AppProviders>,
  );
  return store;
};

const renderNotifierBesideDialog = () => {
  const store = makeStore();
  render(
    <AppProviders store={store}>
      <p>Board</p>
      <Notifier />
      <Dialog open aria-label="Board info">
        <p>Inside the dialog</p>
      </Dialog>
    </AppProviders>,
  );
  return store;
};

const visibleText = () => document.querySelector('.MuiSnackbar-root')?.textContent ?? null;

describe('Notifier', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a notice with its values and announces it politely', () => {
    const store = renderNotifier();
    act(() => {
      store.dispatch(notificationShown({ message: hello, values: { name: 'Ana' }, kind: 'success' }));
    });
    expect(screen.getByRole('status').textContent).toBe('Hello Ana');
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(visibleText()).toContain('Hello Ana');
  });

  it('is read while a dialog is open: its live regions are not hidden with the rest of the page', async () => {
    const store = renderNotifierBesideDialog();
    await act(async () => {
      store.dispatch(notificationShown({ message: hello, values: { name: 'Ana' }, kind: 'info' }));
    });
    // The dialog hid the app behind it, as it should.
    expect(screen.getByText('Board').closest('[aria-hidden="true"]')).not.toBeNull();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Hello Ana');
    expect(status.closest('[aria-hidden="true"]')).toBeNull();
    expect(screen.getByRole('alert').closest('[aria-hidden="true"]')).toBeNull();
  });

  it('announces warnings and errors assertively', () => {
    const store = renderNotifier();
    act(() => {
      store.dispatch(notificationShown({ message: danger, kind: 'error' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Something failed');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('hides a notice after 5000 ms, then shows the one that waited', () => {
    const store = renderNotifier();
    act(() => {
      store.dispatch(notificationShown({ message: hello, values: { name: 'Ana' }, kind: 'info' }));
      store.dispatch(notificationShown({ message: later, kind: 'info' }));
    });
    expect(visibleText()).toContain('Hello Ana');

    act(() => {
      vi.advanceTimersByTime(NOTIFICATION_AUTO_HIDE_MS - 1);
    });
    expect(visibleText()).toContain('Hello Ana');

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(visibleText()).toContain('Second notice');
    expect(screen.getByRole('status').textContent).toBe('Second notice');

    act(() => {
      vi.advanceTimersByTime(NOTIFICATION_AUTO_HIDE_MS);
    });
    expect(selectOpenNotification(store.getState())).toBeNull();
    expect(visibleText()).toBeNull();
  });

  it('is not dismissed by a click elsewhere', () => {
    const store = renderNotifier();
    act(() => {
      store.dispatch(notificationShown({ message: hello, values: { name: 'Ana' }, kind: 'info' }));
    });
    act(() => {
      vi.advanceTimersByTime(100); // the click-away listener arms itself after the opening click
    });
    fireEvent.click(screen.getByText('Board'));
    expect(selectOpenNotification(store.getState())?.message).toEqual(hello);
    expect(visibleText()).toContain('Hello Ana');
  });

  it('closes with its Close button, bringing the next notice', () => {
    const store = renderNotifier();
    act(() => {
      store.dispatch(notificationShown({ message: hello, values: { name: 'Ana' }, kind: 'info' }));
      store.dispatch(notificationShown({ message: later, kind: 'warning' }));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(visibleText()).toContain('Second notice');
    expect(screen.getByRole('alert').textContent).toBe('Second notice');
  });
});
