import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ServerFeaturesSchema, SubscriptionStateSchema, type SubscriptionState } from '@tessera/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialAuthState } from '../../state/auth-slice';
import { initialOutputState } from '../../state/output-slice';
import { initialSettingsState } from '../../state/settings-slice';
import { renderApp } from '../../test/render-app';
import { answer, stubFetch } from '../../test/stub-fetch';
import { subscribedStateOf, subscriptionStateOf } from '../../test/subscription-state';

const toggle = (name: string) => screen.getByRole('switch', { name });
const styleSelect = () => screen.getByRole('combobox', { name: 'Navigation buttons style' });
const isDisabled = (element: Element) => element.hasAttribute('disabled') || element.getAttribute('aria-disabled') === 'true';

const SWITCHES = [
  'Context-aware back button',
  'Big scroll buttons',
  'Show share phrase button',
  'Remove symbols from output bar',
  'Quick settings unlock',
  'Folder vocalization',
  'Live mode',
  'Autoplay (sound on touch)',
];

describe('/settings/navigation', { timeout: 30_000 }, () => {
  it('offers every navigation setting of the spec, and applies them only on Save', async () => {
    const { store } = renderApp('/settings/navigation');
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(screen.getByRole('heading', { level: 1, name: 'Navigation & Buttons' })).toBeTruthy();
    expect(screen.getAllByRole('switch').map((element) => element.getAttribute('aria-label'))).toEqual(SWITCHES);
    expect(isDisabled(save)).toBe(true);
    expect((toggle('Autoplay (sound on touch)') as HTMLInputElement).checked).toBe(false);
    expect(toggle('Folder vocalization').getAttribute('aria-describedby')).toBeTruthy();

    // The style applies to the back and big scroll buttons: it is enabled only when one of them is on.
    expect(isDisabled(styleSelect())).toBe(true);
    fireEvent.click(toggle('Context-aware back button'));
    expect(isDisabled(styleSelect())).toBe(false);
    fireEvent.mouseDown(styleSelect());
    const options = within(await screen.findByRole('listbox', { name: 'Navigation buttons style' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['On the sides', 'On top']);
    fireEvent.click(options[1]!);
    for (const name of ['Show share phrase button', 'Remove symbols from output bar', 'Folder vocalization', 'Live mode', 'Autoplay (sound on touch)'])
      fireEvent.click(toggle(name));
    expect(store.getState().settings.navigation).toEqual(initialSettingsState().navigation);

    fireEvent.click(save);
    expect(store.getState().settings.navigation).toEqual({
      ...initialSettingsState().navigation,
      caBackButtonActive: true,
      navigationButtonsStyle: 'onTop',
      shareShowActive: true,
      removeOutputActive: true,
      vocalizeFolders: true,
      liveMode: true,
      playSoundOnTouchActive: true,
    });
    expect((await screen.findAllByText('Settings saved')).length).toBeGreaterThan(0);
    expect(isDisabled(save)).toBe(true);
  });

  it('keeps quick settings unlock disabled, even when the account has it on', async () => {
    const settings = initialSettingsState();
    renderApp('/settings/navigation', { settings: { ...settings, navigation: { ...settings.navigation, quickUnlockActive: true } } });
    const quick = (await screen.findByRole('switch', { name: 'Quick settings unlock' })) as HTMLInputElement;
    expect(quick.disabled).toBe(true);
    expect(quick.checked).toBe(false);
  });

  it('enables the style for big scroll buttons too, and disables it again when both are off', async () => {
    renderApp('/settings/navigation');
    fireEvent.click(await screen.findByRole('switch', { name: 'Big scroll buttons' }));
    expect(isDisabled(styleSelect())).toBe(false);
    fireEvent.click(toggle('Big scroll buttons'));
    expect(isDisabled(styleSelect())).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: 'Save' }))).toBe(true);
  });

  it('ends live mode when the Live mode setting is saved off', async () => {
    const settings = initialSettingsState();
    const { store } = renderApp('/settings/navigation', {
      settings: { ...settings, navigation: { ...settings.navigation, liveMode: true } },
      output: { ...initialOutputState(), isLiveMode: true, tiles: [{ id: 'l', type: 'live', label: '' }] },
    });
    fireEvent.click(await screen.findByRole('switch', { name: 'Live mode' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(store.getState().settings.navigation.liveMode).toBe(false);
    expect(store.getState().output).toEqual({ isLiveMode: false, tiles: [], improvedPhrase: '' });
  });

  it('asks before resetting the help tours, and resets them at once', async () => {
    const { store } = renderApp('/settings/navigation');
    const before = store.getState().settings;
    fireEvent.click(await screen.findByRole('button', { name: 'Reset all help tours' }));
    let dialog = await screen.findByRole('dialog', { name: 'Reset all help tours?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('The help tours will show again.')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Reset all help tours' }));
    dialog = await screen.findByRole('dialog', { name: 'Reset all help tours?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect((await screen.findAllByText('The help tours will show again.')).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.getState().settings).toBe(before); // nothing to Save: the reset is done
  });
});

describe('/settings/navigation: Improve Phrase', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const ada = initialAuthState({ id: 'u1', name: 'Ada', email: 'ada@example.org', authToken: 'token' });
  const offering = (phraseImprovement: boolean) =>
    stubFetch((call) => (call.url === '/api/features' ? answer(ServerFeaturesSchema, { phraseImprovement }) : undefined));

  it('shows the switch last to a signed-in user when the server offers it, and saves it on Save', async () => {
    offering(true);
    const { store } = renderApp('/settings/navigation', { auth: ada });
    fireEvent.click(await screen.findByRole('switch', { name: 'Improve Phrase' }));
    expect(screen.getAllByRole('switch').map((element) => element.getAttribute('aria-label'))).toEqual([...SWITCHES, 'Improve Phrase']);
    expect(store.getState().settings.navigation.improvePhraseActive).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(store.getState().settings.navigation.improvePhraseActive).toBe(true);
  });

  it.each([
    ['trial_ended', 'Your free trial has ended'],
    ['blocked', 'This feature is blocked'],
  ] as const)('with premium off (%s): the switch off and disabled, why, and Subscribe; the setting kept', async (reason, text) => {
    stubFetch((call) => {
      if (call.url === '/api/features') return answer(ServerFeaturesSchema, { phraseImprovement: true });
      if (call.url === '/api/me/subscription') return answer(SubscriptionStateSchema, subscriptionStateOf({ reason }));
      return undefined;
    });
    const defaults = initialSettingsState();
    const on = { ...defaults, navigation: { ...defaults.navigation, improvePhraseActive: true } };
    const { router, store } = renderApp('/settings/navigation', { auth: ada, settings: on });
    const improve = await screen.findByRole('switch', { name: 'Improve Phrase' });
    expect(isDisabled(improve)).toBe(true);
    expect((improve as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(text)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Subscribe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/subscribe'));
    expect(store.getState().settings.navigation.improvePhraseActive).toBe(true);
  });

  it('shows the switch as ever to a subscriber', async () => {
    const subscriber: SubscriptionState = subscribedStateOf();
    stubFetch((call) => {
      if (call.url === '/api/features') return answer(ServerFeaturesSchema, { phraseImprovement: true });
      if (call.url === '/api/me/subscription') return answer(SubscriptionStateSchema, subscriber);
      return undefined;
    });
    renderApp('/settings/navigation', { auth: ada });
    const improve = await screen.findByRole('switch', { name: 'Improve Phrase' });
    expect(isDisabled(improve)).toBe(false);
    expect(screen.queryByRole('link', { name: 'Subscribe' })).toBeNull();
  });

  it('hides it when the server does not offer it', async () => {
    const { calls } = offering(false);
    renderApp('/settings/navigation', { auth: ada });
    await waitFor(() => expect(calls.some((call) => call.url === '/api/features')).toBe(true));
    await screen.findByRole('switch', { name: 'Live mode' });
    expect(screen.queryByRole('switch', { name: 'Improve Phrase' })).toBeNull();
  });

  it('hides it from a user not signed in, without asking the server', async () => {
    const { calls } = offering(true);
    renderApp('/settings/navigation');
    await screen.findByRole('switch', { name: 'Live mode' });
    expect(screen.queryByRole('switch', { name: 'Improve Phrase' })).toBeNull();
    expect(calls.filter((call) => call.url === '/api/features')).toEqual([]);
  });
});
