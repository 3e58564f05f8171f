import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Phrase, Tile } from '@tessera/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db';
import { initialOutputState } from '../../state/output-slice';
import type { RootState } from '../../state/store';
import { readPhraseHistory } from '../../sync/phrase-history-local';
import { renderBoard } from '../../test/render-board';

const tiles: Tile[] = [
  { id: 'i', label: 'I' },
  { id: 'w', label: 'want' },
  { id: 'a', label: 'apple', image: '/symbols/openmoji/1F34E.svg' },
];

const withOutput = (output: Tile[]): Partial<RootState> => ({ output: { ...initialOutputState(), tiles: output } });
const region = () => screen.getByRole('region', { name: 'Output' });
const symbols = () =>
  within(region())
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
const dialog = () => screen.getByRole('dialog', { name: 'Recent phrases' });
const listed = () =>
  within(within(dialog()).getByRole('list', { name: 'Recent phrases' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

const phrase = (text: string, spokenAt: number, favourite = false): Phrase => ({
  text,
  tiles: text.split(' ').map((word) => ({ id: word, label: word })),
  spokenAt,
  favourite,
  changedAt: spokenAt,
});

describe('Recent phrases', () => {
  beforeEach(async () => {
    await getDb().phrases.clear();
    await getDb().meta.clear();
  });

  it('keeps the sentence Speak says; a tap on it puts its symbols back in the bar and says it again', async () => {
    const { speaker } = renderBoard('/board/fruit', withOutput(tiles));
    fireEvent.click(within(region()).getByRole('button', { name: 'Speak' }));
    act(() => speaker.finish());
    await waitFor(async () => expect((await readPhraseHistory(getDb())).phrases.map((p) => p.text)).toEqual(['I want apple']));
    const kept = (await readPhraseHistory(getDb())).phrases[0];
    expect(kept?.tiles).toEqual(tiles);

    fireEvent.click(within(region()).getByRole('button', { name: 'Clear' }));
    expect(symbols()).toEqual([]);
    fireEvent.click(within(region()).getByRole('button', { name: 'Recent phrases' }));
    const opened = await screen.findByRole('dialog', { name: 'Recent phrases' });
    fireEvent.click(await within(opened).findByRole('button', { name: 'I want apple' }));
    expect(symbols()).toEqual(['I', 'want', 'apple']);
    expect([...region().querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['/symbols/openmoji/1F34E.svg']);
    expect(speaker.outputs).toEqual([
      ['I', 'want', 'apple'],
      ['I', 'want', 'apple'],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Recent phrases' })).toBeNull());
  }, 30_000);

  it('lists newest first with favourites pinned, finds by search, and clears all but the favourites once confirmed', async () => {
    await getDb().phrases.bulkPut([phrase('hello there', 1), phrase('more juice', 2), phrase('I want juice', 3)]);
    renderBoard('/board/fruit');
    fireEvent.click(within(region()).getByRole('button', { name: 'Recent phrases' }));
    await screen.findByRole('dialog', { name: 'Recent phrases' });
    await waitFor(() => expect(listed()).toEqual(['I want juice', 'more juice', 'hello there']));

    const star = within(dialog()).getByRole('button', { name: 'Favourite: hello there' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    await waitFor(() => expect(listed()).toEqual(['hello there', 'I want juice', 'more juice']));
    expect(within(dialog()).getByRole('button', { name: 'Favourite: hello there' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.change(within(dialog()).getByRole('searchbox', { name: 'Search phrases' }), { target: { value: 'JUICE' } });
    await waitFor(() => expect(listed()).toEqual(['I want juice', 'more juice']));
    fireEvent.change(within(dialog()).getByRole('searchbox', { name: 'Search phrases' }), { target: { value: 'pizza' } });
    await waitFor(() => expect(within(dialog()).getByRole('status').textContent).toBe('No phrase matches.'));
    fireEvent.change(within(dialog()).getByRole('searchbox', { name: 'Search phrases' }), { target: { value: '' } });

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Clear history' }));
    const confirm = await screen.findByRole('dialog', { name: 'Clear the phrase history?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Clear the phrase history?' })).toBeNull());
    expect(listed()).toHaveLength(3);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Clear history' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Clear the phrase history?' })).getByRole('button', { name: 'Clear history' }));
    await waitFor(() => expect(listed()).toEqual(['hello there']));
    expect((await readPhraseHistory(getDb())).phrases.map((p) => p.text)).toEqual(['hello there']);
  }, 30_000);

  it('says when the history is empty, Clear history disabled', async () => {
    renderBoard('/board/fruit');
    fireEvent.click(within(region()).getByRole('button', { name: 'Recent phrases' }));
    await screen.findByRole('dialog', { name: 'Recent phrases' });
    await waitFor(() => expect(within(dialog()).getByRole('status').textContent).toBe('No phrases yet. What you say with Speak is kept here.'));
    expect((within(dialog()).getByRole('button', { name: 'Clear history' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
