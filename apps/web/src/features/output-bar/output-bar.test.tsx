import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Tile } from '@tessera/core';
import { afterEach, describe, expect, it } from 'vitest';
import { initialOutputState } from '../../state/output-slice';
import { initialSettingsState, type SettingsState } from '../../state/settings-slice';
import type { RootState } from '../../state/store';
import { renderBoard } from '../../test/render-board';

const tiles: Tile[] = [
  { id: 'i', label: 'I' },
  { id: 'w', label: 'want' },
  { id: 'a', label: 'apple', image: '/symbols/openmoji/1F34E.svg' },
];

function withOutput(
  output: Tile[],
  settings: { display?: Partial<SettingsState['display']>; navigation?: Partial<SettingsState['navigation']> } = {},
): Partial<RootState> {
  const defaults = initialSettingsState();
  return {
    output: { ...initialOutputState(), tiles: output },
    settings: { ...defaults, display: { ...defaults.display, ...settings.display }, navigation: { ...defaults.navigation, ...settings.navigation } },
  };
}

const region = () => screen.getByRole('region', { name: 'Output' });
const symbols = () =>
  within(region())
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
const button = (name: string) => within(region()).getByRole('button', { name });

describe('output bar', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('shows the sentence; Backspace removes the last symbol and Clear the rest', () => {
    renderBoard('/board/fruit', withOutput(tiles));
    expect(symbols()).toEqual(['I', 'want', 'apple']);
    fireEvent.click(button('Backspace'));
    expect(symbols()).toEqual(['I', 'want']);
    fireEvent.click(button('Clear'));
    expect(symbols()).toEqual([]);
    expect((button('Backspace') as HTMLButtonElement).disabled).toBe(true);
    expect((button('Speak') as HTMLButtonElement).disabled).toBe(true);
  });

  it('Speak plays the output and turns into Stop until it ends', async () => {
    const { speaker } = renderBoard('/board/fruit', withOutput(tiles));
    fireEvent.click(button('Speak'));
    expect(speaker.outputs).toEqual([['I', 'want', 'apple']]);
    expect(button('Stop')).toBeTruthy();
    act(() => speaker.finish());
    await waitFor(() => expect(button('Speak')).toBeTruthy());
  });

  it('Stop cancels the speech at once', () => {
    const { speaker } = renderBoard('/board/fruit', withOutput(tiles));
    fireEvent.click(button('Speak'));
    const cancelled = speaker.cancelCount;
    fireEvent.click(button('Stop'));
    expect(speaker.cancelCount).toBe(cancelled + 1);
    expect(button('Speak')).toBeTruthy();
  });

  it('offers a remove button per symbol only when the setting allows', () => {
    renderBoard('/board/fruit', withOutput(tiles));
    expect(within(region()).queryByRole('button', { name: 'Remove want' })).toBeNull();
  });

  it('removes one symbol with its remove button', () => {
    renderBoard('/board/fruit', withOutput(tiles, { navigation: { removeOutputActive: true } }));
    fireEvent.click(button('Remove want'));
    expect(symbols()).toEqual(['I', 'apple']);
  });

  it('is hidden when the hide-output setting is on', () => {
    renderBoard('/board/fruit', withOutput(tiles, { display: { hideOutputActive: true } }));
    expect(screen.queryByRole('region', { name: 'Output' })).toBeNull();
  });

  it('shows Live mode when the setting is on; live mode adds a Write and say field', async () => {
    renderBoard('/board/fruit', withOutput([tiles[0] as Tile], { navigation: { liveMode: true } }));
    // Both are fetched when first shown.
    fireEvent.click(await within(region()).findByRole('switch', { name: 'Live mode' }, { timeout: 5_000 }));
    const field = await within(region()).findByRole('textbox', { name: 'Write and say' }, { timeout: 5_000 });
    fireEvent.change(field, { target: { value: 'am hungry' } });
    expect((field as HTMLInputElement).value).toBe('am hungry');
  });

  it('shares the phrase: Share opens the dialog, Copy says it was copied', async () => {
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void copied.push(text) } });
    renderBoard('/board/fruit', withOutput(tiles, { navigation: { shareShowActive: true } }));
    fireEvent.click(button('Share'));
    const dialog = await screen.findByRole('dialog', { name: 'Share or copy your Phrase' });
    expect(within(dialog).getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toContain('text=I%20want%20apple');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect((await screen.findAllByText('Copied to clipboard!')).length).toBeGreaterThan(0);
    expect(copied).toEqual(['I want apple']);
  });

  it('says so when the phrase cannot be copied', async () => {
    renderBoard('/board/fruit', withOutput(tiles, { navigation: { shareShowActive: true } }));
    fireEvent.click(button('Share'));
    const dialog = await screen.findByRole('dialog', { name: 'Share or copy your Phrase' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect((await screen.findAllByText('Failed to copy to clipboard')).length).toBeGreaterThan(0);
  });
});
