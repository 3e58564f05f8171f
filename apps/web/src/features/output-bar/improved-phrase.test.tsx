import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PhraseEditedSchema, PremiumRefusalSchema, SubscriptionStateSchema, type Tile } from '@tessera/core';
import { getSubscriptionStateApi } from '../../lib/api/get-subscription-state';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialAuthState } from '../../state/auth-slice';
import { initialOutputState, outputTileAdded } from '../../state/output-slice';
import { initialSettingsState } from '../../state/settings-slice';
import type { RootState } from '../../state/store';
import { renderBoard } from '../../test/render-board';
import { IMPROVE_PHRASE_DELAY_MS } from './use-phrase-improvement';
import { answer, laterAnswer, refusal, stubFetch, type StubCall, type StubReply } from '../../test/stub-fetch';
import { subscribedStateOf, subscriptionStateOf } from '../../test/subscription-state';

const tiles: Tile[] = [
  { id: 'i', label: 'I' },
  { id: 'w', label: 'want' },
  { id: 'e', label: 'eat' },
  { id: 'a', label: 'apple' },
];
const ada = initialAuthState({ id: 'u1', name: 'Ada', email: 'ada@example.org', authToken: 'token' });

function state(output: Tile[], { on = true, signedIn = true } = {}): Partial<RootState> {
  const defaults = initialSettingsState();
  return {
    ...(signedIn ? { auth: ada } : {}),
    output: { ...initialOutputState(), tiles: output },
    settings: { ...defaults, navigation: { ...defaults.navigation, improvePhraseActive: on } },
  };
}

const region = () => screen.getByRole('region', { name: 'Output' });
const button = (name: string) => within(region()).getByRole('button', { name });
const edits = (calls: StubCall[]) => calls.filter((call) => call.url === '/api/gpt/edit');
/** The stub answers phrase improvements with `reply`; the rest of the app's calls get the server's 404. */
const improving = (reply: (call: StubCall) => StubReply | Promise<StubReply> | 'network-error') =>
  stubFetch((call) => (call.url === '/api/gpt/edit' && call.method === 'POST' ? reply(call) : undefined));
const signalOf = (fetchStub: ReturnType<typeof stubFetch>['fetchStub'], index: number) => (fetchStub.mock.calls[index]?.[1] as RequestInit).signal;

describe('Improve Phrase in the output bar', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows the server's sentence beside the symbols, Speak says it, and a tap on it goes back to the symbols' words", async () => {
    const { calls } = improving(() => answer(PhraseEditedSchema, { phrase: 'I want to eat an apple.' }));
    const { speaker } = renderBoard('/board/fruit', state(tiles));
    const phrase = await within(region()).findByRole('button', { name: 'I want to eat an apple.' });
    expect(edits(calls)).toEqual([
      expect.objectContaining({
        method: 'POST',
        body: { phrase: 'I want eat apple', language: 'en-US' },
        headers: expect.objectContaining({ Authorization: 'Bearer token' }),
      }),
    ]);
    expect(phrase.getAttribute('title')).toBe("Tap to use the symbols' words instead");

    fireEvent.click(button('Speak'));
    expect(speaker.spoken).toEqual(['I want to eat an apple.']);
    expect(speaker.outputs).toEqual([]);
    act(() => speaker.finish());
    await waitFor(() => expect(button('Speak')).toBeTruthy());

    fireEvent.click(phrase);
    expect(within(region()).queryByRole('button', { name: 'I want to eat an apple.' })).toBeNull();
    fireEvent.click(button('Speak'));
    expect(speaker.outputs).toEqual([['I', 'want', 'eat', 'apple']]);
  });

  it('aborts the pending request when the output changes, and shows only the answer for the output as it is', async () => {
    const first = laterAnswer();
    const { fetchStub, calls } = improving((call) =>
      (call.body as { phrase: string }).phrase === 'I want eat' ? first.reply : answer(PhraseEditedSchema, { phrase: 'I want to eat an apple.' }),
    );
    const { store } = renderBoard('/board/fruit', state(tiles.slice(0, 3)));
    await waitFor(() => expect(edits(calls)).toHaveLength(1));
    const firstIndex = calls.findIndex((call) => call.url === '/api/gpt/edit');
    expect(signalOf(fetchStub, firstIndex)?.aborted).toBe(false);

    act(() => {
      store.dispatch(outputTileAdded({ id: 'a', label: 'apple' }));
    });
    expect(signalOf(fetchStub, firstIndex)?.aborted).toBe(true);
    first.send(answer(PhraseEditedSchema, { phrase: 'I want to eat.' }));
    await within(region()).findByRole('button', { name: 'I want to eat an apple.' });
    expect(within(region()).queryByRole('button', { name: 'I want to eat.' })).toBeNull();
    expect(edits(calls).map((call) => (call.body as { phrase: string }).phrase)).toEqual(['I want eat', 'I want eat apple']);
  });

  it("asks once for taps in quick succession, and never delays a tapped tile's speech", async () => {
    const { calls } = improving(() => answer(PhraseEditedSchema, { phrase: 'Apple and pear.' }));
    const { speaker } = renderBoard('/board/fruit', state([]));
    for (const name of ['apple', 'pear']) {
      const tile = screen.getByRole('button', { name });
      fireEvent.pointerDown(tile, { isPrimary: true, button: 0, pointerType: 'mouse' });
      fireEvent.click(tile, { detail: 1 });
    }
    expect(speaker.spoken).toEqual(['apple', 'pear']);
    await within(region()).findByRole('button', { name: 'Apple and pear.' });
    expect(edits(calls).map((call) => (call.body as { phrase: string }).phrase)).toEqual(['apple pear']);
  });

  it("keeps the symbols' words, silently, when the server fails, is offline, or has no improvement", async () => {
    for (const reply of [() => refusal(500, 'Internal Server Error'), () => 'network-error' as const, () => answer(PhraseEditedSchema, { phrase: '' })]) {
      const { calls, fetchStub } = improving(reply);
      const view = renderBoard('/board/fruit', state(tiles));
      await waitFor(() => expect(edits(calls)).toHaveLength(1));
      // The answer (or the failure) has been read, and the app has had its turn to act on it.
      await act(async () => {
        await Promise.allSettled(fetchStub.mock.results.map((result) => result.value as Promise<Response>));
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      expect(
        within(region())
          .getAllByRole('button')
          .filter((element) => element.hasAttribute('data-improved-phrase')),
      ).toEqual([]);
      expect(screen.queryAllByRole('alert').map((element) => element.textContent)).toEqual(['']);
      fireEvent.click(button('Speak'));
      expect(view.speaker.outputs).toEqual([['I', 'want', 'eat', 'apple']]);
      view.unmount();
      vi.unstubAllGlobals();
    }
  });

  /** The server with subscriptions on: the state premium on or off as `premium()` says now, and gpt/edit gated as the server gates it. */
  const gating = (premium: () => boolean) => {
    const reads: boolean[] = [];
    const stub = stubFetch((call) => {
      if (call.url === '/api/me/subscription') {
        reads.push(premium());
        return answer(SubscriptionStateSchema, premium() ? subscribedStateOf() : subscriptionStateOf({ reason: 'trial_ended' }));
      }
      if (call.url !== '/api/gpt/edit') return undefined;
      return premium()
        ? answer(PhraseEditedSchema, { phrase: 'I want to eat an apple.' })
        : answer(PremiumRefusalSchema, { message: 'Your free trial has ended', reason: 'trial_ended' }, 402);
    });
    return { ...stub, reads };
  };

  it('asks nothing while the subscription state says premium is off, and asks again once it is on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let premium = false;
    const { calls, reads } = gating(() => premium);
    const { store } = renderBoard('/board/fruit', state(tiles));
    await waitFor(() => expect(reads).toEqual([false]));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(IMPROVE_PHRASE_DELAY_MS * 3);
    });
    expect(edits(calls)).toEqual([]);

    // Subscribed meanwhile: the Subscribe screen (or Settings) reads the state, and the output bar asks again.
    premium = true;
    await act(async () => {
      await store.dispatch(getSubscriptionStateApi.endpoints.getSubscriptionState.initiate('u1'));
    });
    await within(region()).findByRole('button', { name: 'I want to eat an apple.' });
    expect(edits(calls)).toHaveLength(1);
    expect(reads).toEqual([false, true]);
  });

  it('asks no more, silently, once the server refuses (402) what the state read here allowed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let premium = true;
    const { calls, reads } = gating(() => premium);
    const { store } = renderBoard('/board/fruit', state(tiles.slice(0, 3)));
    await waitFor(() => expect(reads).toEqual([true]));
    premium = false; // the trial ended since the state was read
    await waitFor(() => expect(edits(calls)).toHaveLength(1));
    await waitFor(() => expect(store.getState().premium.known).toEqual({ userId: 'u1', refusal: 'trial_ended' }));

    act(() => {
      store.dispatch(outputTileAdded({ id: 'a', label: 'apple' }));
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(IMPROVE_PHRASE_DELAY_MS * 3);
    });
    expect(edits(calls)).toHaveLength(1);
    expect(reads).toEqual([true]);
    expect(store.getState().premium.refusal).toBeNull();
  });

  it('asks nothing with the switch off, signed out, or for output with recorded sounds', async () => {
    const { calls } = improving(() => answer(PhraseEditedSchema, { phrase: 'I want to eat an apple.' }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    for (const preloaded of [
      state(tiles, { on: false }),
      state(tiles, { signedIn: false }),
      state([...tiles.slice(0, 3), { id: 's', label: 'apple', sound: 'data:audio/ogg;base64,AAAA' }]),
    ]) {
      const view = renderBoard('/board/fruit', preloaded);
      act(() => vi.advanceTimersByTime(IMPROVE_PHRASE_DELAY_MS * 2));
      view.unmount();
    }
    vi.useRealTimers();
    expect(edits(calls)).toEqual([]);
  });
});
