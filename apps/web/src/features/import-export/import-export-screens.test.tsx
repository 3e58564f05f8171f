import { fireEvent, screen, waitFor } from '@testing-library/react';
import { strToU8, zipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMedia } from '../../lib/db';
import { blobBytes } from '../../lib/db/blob-bytes';
import { selectActiveCommunicator } from '../../state/communicator-slice';
import { renderApp } from '../../test/render-app';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const chooseFile = (file: File) => {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/settings/import', { timeout: 30_000 }, () => {
  it('opens the file picker from a real button (keyboard too), taking json, obz and obf, and zip (an OBZ)', async () => {
    const open = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
    renderApp('/settings/import');
    const button = await screen.findByRole('button', { name: 'Choose a file' });
    expect(button.tagName).toBe('BUTTON');
    // What the screen says to a person, not the spec's note on how it is built ("One file picker.").
    expect(screen.getByText(/file: its boards are added to your communicator\.$/).textContent).toBe(
      'Choose a Cboard (JSON) or OpenBoard (OBF, OBZ) file: its boards are added to your communicator.',
    );
    fireEvent.click(button);
    expect(open).toHaveBeenCalledTimes(1);
    expect(document.querySelector('input[type=file]')?.getAttribute('accept')).toBe('.json,.obz,.obf,.zip');
  });

  it('refuses a file of another kind with the spec message, and adds nothing', async () => {
    const { store } = renderApp('/settings/import');
    await screen.findByRole('button', { name: 'Choose a file' });
    chooseFile(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Please, select a valid file: json, obz, obf')).toBeTruthy();
    expect(Object.keys(store.getState().board.boards)).toEqual([]);
  });

  it('imports a Cboard file: new ids, links between them, pictures kept on the device, the communicator updated', async () => {
    const { store } = renderApp('/settings/import');
    await screen.findByRole('button', { name: 'Choose a file' });
    const file = [
      { id: 'home', name: 'My home', tiles: [{ id: 'a', label: 'Food', loadBoard: 'food', image: PNG }] },
      { id: 'food', name: '', tiles: [{ id: 'b', label: 'Apple', image: PNG }] },
    ];
    chooseFile(new File([JSON.stringify(file)], 'board.json', { type: 'application/json' }));
    expect(await screen.findByText('Success!! 2 boards were imported successfully.')).toBeTruthy();
    const boards = Object.values(store.getState().board.boards);
    const home = boards.find((board) => board.name === 'My home');
    const food = boards.find((board) => board.name === 'unknow');
    expect(home && food).toBeTruthy();
    expect([home?.id, food?.id]).not.toContain('home');
    expect(home?.tiles[0]?.loadBoard).toBe(food?.id);
    expect(home?.tiles[0]?.image).toMatch(/^media:/);
    expect(home?.tiles[0]?.image).toBe(food?.tiles[0]?.image);
    expect((await loadMedia(home?.tiles[0]?.image ?? ''))?.type).toBe('image/png');
    expect(selectActiveCommunicator(store.getState()).boards).toEqual(expect.arrayContaining([home?.id, food?.id]));
  });

  it("turns a Cboard file's word keys into our words, and reads an OBZ named .zip", async () => {
    const { store } = renderApp('/settings/import');
    await screen.findByRole('button', { name: 'Choose a file' });
    const cboard = [
      {
        id: 'a',
        nameKey: 'cboard.symbol.mine',
        tiles: [
          { id: '1', labelKey: 'symbol.peopleActions.toWatchTv' },
          { id: '2', labelKey: 'symbol.peopleActions.toShout' },
        ],
      },
    ];
    chooseFile(new File([JSON.stringify(cboard)], 'board.json'));
    expect(await screen.findByText('Success!! 1 boards were imported successfully.')).toBeTruthy();
    const [board] = Object.values(store.getState().board.boards);
    expect(board).toMatchObject({ name: 'Mine', tiles: [{ label: 'to watch TV', labelKey: 'tessera.board.activities.watch-tv' }, { label: 'to shout' }] });
    expect(board?.tiles[1]?.labelKey).toBeUndefined();

    const obz = zipSync({
      'manifest.json': strToU8(JSON.stringify({ root: 'b.obf' })),
      'b.obf': strToU8(JSON.stringify({ id: 'b', name: 'Zipped', buttons: [{ id: '1', label: 'hi' }] })),
    });
    chooseFile(new File([obz], 'package.zip', { type: 'application/zip' }));
    await waitFor(() => expect(Object.values(store.getState().board.boards).map((b) => b.name)).toContain('Zipped'));
  });

  it.each([
    ['board.json', '{"tiles": [', 'The file is not valid JSON: it may be cut short or damaged.'],
    ['board.obz', 'not a zip', 'The file is not an OBZ (zip) package, or it is damaged.'],
  ])('names what is wrong with %s under the error message', async (name, content, detail) => {
    const { store } = renderApp('/settings/import');
    await screen.findByRole('button', { name: 'Choose a file' });
    chooseFile(new File([content], name));
    expect(await screen.findByText('WARNING: There was an error trying to import from the current file.')).toBeTruthy();
    expect(screen.getByText(detail)).toBeTruthy();
    expect(Object.keys(store.getState().board.boards)).toEqual([]);
  });

  it('says when there is nothing to import or no file', async () => {
    renderApp('/settings/import');
    await screen.findByRole('button', { name: 'Choose a file' });
    chooseFile(new File(['{"hello": "world"}'], 'x.json'));
    expect(await screen.findByText('WARNING: There is nothing to import from the current file.')).toBeTruthy();
    fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [] } });
    expect(await screen.findByText('WARNING: There is no selected file.')).toBeTruthy();
  });
});

describe('/settings/export', { timeout: 30_000 }, () => {
  const captureDownloads = () => {
    const names: string[] = [];
    const files: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (files.push(blob), 'blob:x'), revokeObjectURL: () => {} }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    return { names, files };
  };

  it('asks for a board before exporting one', async () => {
    const { names } = captureDownloads();
    renderApp('/settings/export');
    fireEvent.click(await screen.findByRole('button', { name: 'Export board' }));
    expect(await screen.findByText('Choose a board first')).toBeTruthy();
    expect(names).toEqual([]);
  });

  it('exports all boards as Cboard JSON and as OBZ, named with the time, then says so', async () => {
    const { names, files } = captureDownloads();
    renderApp('/settings/export');
    fireEvent.click(await screen.findByRole('button', { name: 'Export all boards' }));
    await waitFor(() => expect(names).toHaveLength(1));
    expect(names[0]).toMatch(/^\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d_boards\.json$/);
    const boards = JSON.parse(new TextDecoder().decode(await blobBytes(files[0]!))) as { id: string }[];
    expect(boards.length).toBeGreaterThan(10);
    expect(boards[0]?.id).toBe('root');
    expect((await screen.findAllByText('Your board(s) was downloaded')).length).toBeGreaterThan(0);

    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () => new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', { headers: { 'content-type': 'image/svg+xml' } }),
    );
    const all = screen.getAllByRole('radiogroup', { name: 'Format' })[1]!;
    fireEvent.click(all.querySelector('input[value=openboard]')!);
    fireEvent.click(screen.getByRole('button', { name: 'Export all boards' }));
    await waitFor(() => expect(names).toHaveLength(2));
    expect(names[1]).toMatch(/_boards\.obz$/);
    expect(files[1]?.type).toBe('application/zip');
  });
});
