import { fireEvent, screen, within } from '@testing-library/react';
import type { Tile } from '@tessera/core';
import { afterEach, describe, expect, it } from 'vitest';
import { initialOutputState } from '../../state/output-slice';
import { initialSettingsState } from '../../state/settings-slice';
import { renderBoard } from '../../test/render-board';

const tiles: Tile[] = [
  { id: 'i', label: 'I' },
  { id: 'w', label: 'want' },
];

/** The board with a sentence and the share phrase button on (spec 02 §2 "Show share phrase button"). */
const openShareDialog = async () => {
  const settings = initialSettingsState();
  renderBoard('/board/fruit', {
    output: { ...initialOutputState(), tiles },
    settings: { ...settings, navigation: { ...settings.navigation, shareShowActive: true } },
  });
  fireEvent.click(within(screen.getByRole('region', { name: 'Output' })).getByRole('button', { name: 'Share' }));
  return screen.findByRole('dialog', { name: 'Share or copy your Phrase' });
};

const stub = (name: 'share' | 'clipboard', value: unknown) => Object.defineProperty(navigator, name, { configurable: true, value });

describe('sharing the phrase', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it("offers the device's share sheet where there is one, with the phrase", async () => {
    const shared: ShareData[] = [];
    stub('share', async (data: ShareData) => void shared.push(data));
    const dialog = await openShareDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share with another app' }));
    await Promise.resolve();
    expect(shared).toEqual([{ text: 'I want' }]);
  });

  it('copies the phrase instead when the share sheet fails, and says so', async () => {
    const copied: string[] = [];
    stub('share', async () => {
      throw new DOMException('Not allowed', 'NotAllowedError');
    });
    stub('clipboard', { writeText: async (text: string) => void copied.push(text) });
    const dialog = await openShareDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share with another app' }));
    expect((await screen.findAllByText('Copied to clipboard!')).length).toBeGreaterThan(0);
    expect(copied).toEqual(['I want']);
  });

  it('has no share-sheet button without the Web Share API', async () => {
    const dialog = await openShareDialog();
    expect(within(dialog).queryByRole('button', { name: 'Share with another app' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeTruthy();
  });
});
