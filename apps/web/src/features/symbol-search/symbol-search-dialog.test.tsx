import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../test/app-providers';
import { makeStore } from '../../state/store';
import { buildSymbolIndex, type SymbolIndex } from '../../lib/symbols';
import { realCatalogue } from '../../lib/symbols/real-catalogue.test-utils';
import { SymbolSearchButton } from './symbol-search-button';
import { SYMBOL_SEARCH_DEBOUNCE_MS } from './symbol-search-dialog';
import { EMPTY_ONLINE, FAILED_ONLINE, type OnlineResult, type OnlineSearch, type SymbolResult } from './symbol-result';

// The machine runs other work too: give debounced, asynchronous results room beyond testing-library's 1 s.
const WAIT = { timeout: 5000 };
let index: SymbolIndex;
let server: Server;
let pictureUrl: string;
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4cf0000000049454e44ae426082',
  'hex',
);

beforeAll(async () => {
  const { catalogue, en } = realCatalogue();
  index = buildSymbolIndex(catalogue, [en]);
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' });
    res.end(PNG);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  pictureUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/pictograms/2517/2517_500.png`;
}, 30_000);
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const arasaacDog: SymbolResult = { id: 'arasaac:2517', src: '', label: 'dog (ARASAAC)', source: 'arasaac', fromArasaac: true };

const setup = async (online: Partial<Record<'arasaac' | 'globalSymbols', OnlineSearch>> = {}) => {
  const onChange = vi.fn();
  const storeMedia = vi.fn(async () => 'media:stored1');
  const searches = {
    arasaac: vi.fn<OnlineSearch>(online.arasaac ?? (async () => EMPTY_ONLINE)),
    globalSymbols: vi.fn<OnlineSearch>(online.globalSymbols ?? (async () => EMPTY_ONLINE)),
  };
  render(
    <AppProviders store={makeStore()}>
      <SymbolSearchButton onChange={onChange} storeMedia={storeMedia} loadIndex={async () => index} onlineSearches={searches} />
    </AppProviders>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Search symbols' }));
  const dialog = await screen.findByRole('dialog', { name: 'Search symbols' }, WAIT);
  const type = (text: string) => fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search for a picture' }), { target: { value: text } });
  return { dialog, type, onChange, storeMedia, searches };
};

describe('SymbolSearchDialog', { timeout: 20_000 }, () => {
  it('suggests up to 16 local symbols once typing pauses for 300 ms, and asks online libraries once per pause', async () => {
    const { dialog, type, searches } = await setup();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      type('d');
      type('do');
      type('dog');
      // A moment short of the pause: nothing is searched yet.
      await act(() => vi.advanceTimersByTimeAsync(SYMBOL_SEARCH_DEBOUNCE_MS - 1));
      expect(within(dialog).queryByRole('button', { name: 'dog' })).toBeNull();
      expect(searches.arasaac).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(1));
    } finally {
      vi.useRealTimers();
    }
    await within(dialog).findByRole('button', { name: 'dog' }, WAIT);
    expect(within(dialog).getAllByRole('listitem').length).toBeLessThanOrEqual(16);
    expect(searches.arasaac.mock.calls.map(([text, locale]) => [text, locale])).toEqual([['dog', 'en-US']]);
    expect(searches.globalSymbols).toHaveBeenCalledTimes(1);
  });

  it('shows online pictures after the local ones, and only the ticked sources', async () => {
    const { dialog, type, searches } = await setup({ arasaac: async () => ({ symbols: [{ ...arasaacDog, src: pictureUrl }], failed: false }) });
    type('dog');
    await within(dialog).findByRole('button', { name: 'dog (ARASAAC)' }, WAIT);
    const names = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names[0]).toBe('dog');
    expect(names.at(-1)).toBe('dog (ARASAAC)');

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Tessera symbols (offline)' }));
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'dog' })).toBeNull(), WAIT);
    expect(within(dialog).getByRole('button', { name: 'dog (ARASAAC)' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'ARASAAC' }));
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'dog (ARASAAC)' })).toBeNull(), WAIT);
    searches.arasaac.mockClear();
    type('cat');
    await waitFor(() => expect(searches.globalSymbols).toHaveBeenCalledWith('cat', 'en-US', expect.anything()), WAIT);
    expect(searches.arasaac).not.toHaveBeenCalled();
    expect(within(dialog).queryByRole('button', { name: 'cat' })).toBeNull();
    await within(dialog).findByText('No symbols found.', {}, WAIT);
  });

  it('keeps the local results and adds a quiet note when an online library fails', async () => {
    const { dialog, type } = await setup({ globalSymbols: async (): Promise<OnlineResult> => FAILED_ONLINE });
    type('apple');
    await within(dialog).findByText(/Online symbols are unavailable right now/, {}, WAIT);
    expect(within(dialog).getByRole('button', { name: 'red apple' })).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('gives a catalogue picture its app path', async () => {
    const { dialog, type, onChange, storeMedia } = await setup();
    type('dog');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'dog' }, WAIT));
    await waitFor(
      () => expect(onChange).toHaveBeenCalledWith('/symbols/openmoji/1F415.svg', expect.objectContaining({ label: 'dog', source: 'tessera' })),
      WAIT,
    );
    expect(storeMedia).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
  });

  it('downloads a chosen online picture and stores it on the device', async () => {
    const { dialog, type, onChange, storeMedia } = await setup({ arasaac: async () => ({ symbols: [{ ...arasaacDog, src: pictureUrl }], failed: false }) });
    type('dog');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'dog (ARASAAC)' }, WAIT));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('media:stored1', expect.objectContaining({ source: 'arasaac' })), WAIT);
    const [blob, kind] = storeMedia.mock.calls[0] as unknown as [Blob, string];
    expect(kind).toBe('image');
    expect(blob.type).toBe('image/png');
    expect(blob.size).toBe(PNG.length);
  });
});
