import { fireEvent, render, screen } from '@testing-library/react';
import type { Tile } from '@tessera/core';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../test/app-providers';
import { makeStore } from '../../state/store';
import TileEditorDialog from './tile-editor-dialog';

const NOTE = "The app chose this picture: the file's own could not be opened. Choose another if it does not fit.";

function renderEditor(tile: Tile) {
  const onSave = vi.fn();
  render(
    <AppProviders store={makeStore()}>
      <TileEditorDialog
        target={{ mode: 'edit', tiles: [tile] }}
        boards={[]}
        shownLabel={(t) => t.label ?? ''}
        newId={() => 'n1'}
        onSave={onSave}
        onClose={() => {}}
        renderPicture={({ onChange }) => (
          <button type="button" onClick={() => onChange('/symbols/openmoji/1F415.svg')}>
            Use the dog
          </button>
        )}
        renderVoice={() => null}
      />
    </AppProviders>,
  );
  return onSave;
}

describe('the tile editor and a picture the app chose', { timeout: 20_000 }, () => {
  it('says the app chose it, and keeps the mark when the tile is saved as it is', async () => {
    const onSave = renderEditor({ id: 't', label: 'cat', image: '/symbols/openmoji/1F408.svg', imageSuggested: true });
    expect(await screen.findByText(NOTE)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith([expect.objectContaining({ image: '/symbols/openmoji/1F408.svg', imageSuggested: true })]);
  });

  it('drops the mark once the user picks a picture', async () => {
    const onSave = renderEditor({ id: 't', label: 'cat', image: '/symbols/openmoji/1F408.svg', imageSuggested: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Use the dog' }));
    expect(screen.queryByText(NOTE)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const [saved] = onSave.mock.calls[0]?.[0] as Tile[];
    expect(saved?.image).toBe('/symbols/openmoji/1F415.svg');
    expect(saved && 'imageSuggested' in saved).toBe(false);
  });

  it('says nothing of a picture the user chose', async () => {
    renderEditor({ id: 't', label: 'cat', image: '/symbols/openmoji/1F408.svg' });
    await screen.findByRole('button', { name: 'Use the dog' });
    expect(screen.queryByText(NOTE)).toBeNull();
  });
});
