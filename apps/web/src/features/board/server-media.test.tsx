import { fireEvent, render, screen } from '@testing-library/react';
import type { Board } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { initialBoardState } from '../../state/board-slice';
import { initialSettingsState } from '../../state/settings-slice';
import { renderBoard } from '../../test/render-board';
import { TileButton } from './tile-button';

// A board synced from another device: its pictures and recordings were uploaded there and are URLs under /media.
const PICTURE = 'https://tessera.example.org/media/0123456789abcdef0123456789abcdef.png';
const SOUND = '/media/fedcba9876543210fedcba9876543210.ogg';
const synced: Board = {
  id: 'synced1',
  name: 'From my tablet',
  isPublic: false,
  tiles: [
    { id: 'cat', label: 'cat', image: PICTURE },
    { id: 'purr', label: 'purr', image: '/media/00112233445566778899aabbccddeeff.webp', sound: SOUND },
  ],
};

const pictureOf = (name: string) => screen.getByRole('button', { name }).querySelector('img');

describe('tiles with pictures and sounds from the server', () => {
  it('shows an uploaded picture from its URL as it is', () => {
    render(<TileButton tile={{ id: 'cat', label: 'cat', image: PICTURE }} labelPosition="Below" page="#fff" plain="#fff" />);
    expect(pictureOf('cat')?.getAttribute('src')).toBe(PICTURE);
  });

  it('shows a synced board with its /media pictures and plays its /media recording', () => {
    const settings = initialSettingsState();
    const { speaker } = renderBoard('/board/synced1', {
      board: { ...initialBoardState(), boards: { synced1: synced } },
      settings: { ...settings, navigation: { ...settings.navigation, playSoundOnTouchActive: true } },
    });
    expect(pictureOf('cat')?.getAttribute('src')).toBe(PICTURE);
    expect(pictureOf('purr')?.getAttribute('src')).toBe('/media/00112233445566778899aabbccddeeff.webp');

    const purr = screen.getByRole('button', { name: 'purr' });
    fireEvent.pointerDown(purr, { isPrimary: true, button: 0, pointerType: 'mouse' });
    fireEvent.click(purr, { detail: 1 });
    expect(speaker.sounds).toEqual([SOUND]);
  });
});
