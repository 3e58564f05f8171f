import { MAX_KEPT_PHRASES, MAX_KEPT_PHRASE_LENGTH, MAX_PHRASES_PER_SAVE, type Phrase, type PhraseHistory } from '@tessera/core';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { forgedHeaders, signedInUser, type SignedIn } from './helpers/users.ts';

const phrase = (text: string, spokenAt: number, extra: Partial<Phrase> = {}): Phrase => ({
  text,
  tiles: [{ id: 'apple', label: text, image: '/symbols/openmoji/1F34E.svg' }],
  spokenAt,
  favourite: false,
  changedAt: spokenAt,
  ...extra,
});

describeEachDatabase('phrase history routes', (database) => {
  let app: App;
  let ada: SignedIn;
  let bob: SignedIn;

  beforeAll(async () => {
    app = await database.buildApp();
    ada = await signedInUser(app, 'Ada');
    bob = await signedInUser(app, 'Bob');
  });

  const get = (user: { headers: Record<string, string> }) => app.inject({ method: 'GET', url: '/api/phrases', headers: user.headers });
  const save = (user: { headers: Record<string, string> }, body: unknown) =>
    app.inject({ method: 'POST', url: '/api/phrases', headers: user.headers, payload: body as object });

  it('starts empty, keeps what a device saves, and answers it only to its user', async () => {
    expect((await get(ada)).json()).toEqual({ phrases: [], clearedAt: 0 });
    const saved = await save(ada, { phrases: [phrase('I want juice', 1000), phrase('hello', 2000)], clearedAt: 0 });
    expect(saved.statusCode).toBe(200);
    const history = saved.json<PhraseHistory>();
    expect(history.phrases.map((p) => p.text)).toEqual(['hello', 'I want juice']);
    expect(history.phrases[1]).toEqual(phrase('I want juice', 1000));
    expect((await get(ada)).json()).toEqual(history);
    expect((await get(bob)).json()).toEqual({ phrases: [], clearedAt: 0 });
    expect((await get({ headers: forgedHeaders })).statusCode).toBe(403);
    expect((await get({ headers: {} })).statusCode).toBe(403);
  });

  it("merges another device's copies by their later change, and a clear keeps favourites and later phrases", async () => {
    const user = await signedInUser(app, 'Merge');
    await save(user, { phrases: [phrase('hello', 10), phrase('old', 5), phrase('starred', 4)], clearedAt: 0 });
    // The other device starred "starred" later, and said "hello" again earlier than this device's change: its favourite wins.
    const merged = await save(user, {
      phrases: [phrase('starred', 4, { favourite: true, changedAt: 20 }), phrase('hello', 8, { changedAt: 8 })],
      clearedAt: 0,
    });
    expect(merged.json<PhraseHistory>().phrases.map((p) => [p.text, p.favourite, p.spokenAt])).toEqual([
      ['starred', true, 4],
      ['hello', false, 10],
      ['old', false, 5],
    ]);
    const cleared = await save(user, { phrases: [phrase('after', 30)], clearedAt: 25 });
    expect(cleared.json()).toEqual({ phrases: [phrase('starred', 4, { favourite: true, changedAt: 20 }), phrase('after', 30)], clearedAt: 25 });
    // A device that was offline during the clear sends what it had from before: it does not come back.
    const late = await save(user, { phrases: [phrase('old', 5), phrase('offline', 24)], clearedAt: 0 });
    expect(late.json<PhraseHistory>().phrases.map((p) => p.text)).toEqual(['starred', 'after']);
    expect(late.json<PhraseHistory>().clearedAt).toBe(25);
  });

  it(`keeps at most ${MAX_KEPT_PHRASES} phrases, the oldest that are not favourites going first`, async () => {
    const user = await signedInUser(app, 'Many');
    await save(user, { phrases: [phrase('favourite', 0, { favourite: true })], clearedAt: 0 });
    const total = MAX_KEPT_PHRASES + 20;
    for (let start = 1; start <= total; start += MAX_PHRASES_PER_SAVE) {
      const batch = Array.from({ length: Math.min(MAX_PHRASES_PER_SAVE, total - start + 1) }, (_, at) => phrase(`phrase ${start + at}`, start + at));
      expect((await save(user, { phrases: batch, clearedAt: 0 })).statusCode).toBe(200);
    }
    const history = (await get(user)).json<PhraseHistory>();
    expect(history.phrases).toHaveLength(MAX_KEPT_PHRASES);
    expect(history.phrases[0]?.text).toBe('favourite');
    expect(history.phrases[1]?.text).toBe(`phrase ${total}`);
    expect(history.phrases.at(-1)?.text).toBe(`phrase ${total - MAX_KEPT_PHRASES + 2}`);
  });

  it('refuses a phrase over the length limit, a save of too many phrases and wrong shapes with 400, storing nothing', async () => {
    const user = await signedInUser(app, 'Limits');
    for (const [body, field] of [
      [{ phrases: [phrase('a'.repeat(MAX_KEPT_PHRASE_LENGTH + 1), 1, { tiles: [{ id: 'x', label: 'x' }] })], clearedAt: 0 }, 'body/phrases/0/text'],
      [{ phrases: Array.from({ length: MAX_PHRASES_PER_SAVE + 1 }, (_, at) => phrase(`p${at}`, at)), clearedAt: 0 }, 'body/phrases'],
      [{ phrases: [phrase('no symbols', 1, { tiles: [] })], clearedAt: 0 }, 'body/phrases/0/tiles'],
      [{ phrases: [phrase('nul\u0000', 1)], clearedAt: 0 }, 'body/phrases/0/text'],
      [{ phrases: [], clearedAt: -1 }, 'body/clearedAt'],
    ] as const) {
      const response = await save(user, body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(new RegExp(`^${field}`));
    }
    expect((await get(user)).json()).toEqual({ phrases: [], clearedAt: 0 });
    // A phrase of the longest length in letters of three bytes each (the most per UTF-16 unit) is stored: the key's index holds it.
    const longest = '語'.repeat(MAX_KEPT_PHRASE_LENGTH);
    const stored = await save(user, { phrases: [phrase(longest, 1, { tiles: [{ id: 'x', label: '語', vocalization: longest }] })], clearedAt: 0 });
    expect(stored.statusCode).toBe(200);
    expect(stored.json<PhraseHistory>().phrases[0]?.text).toBe(longest);
  });

  it('goes with the account when it is deleted', async () => {
    const user = await signedInUser(app, 'Gone');
    await save(user, { phrases: [phrase('bye', 1)], clearedAt: 3 });
    expect((await app.inject({ method: 'DELETE', url: `/api/account/${user.id}`, headers: user.headers })).statusCode).toBe(200);
    expect(await app.repositories.phraseHistory.read(user.id)).toEqual({ phrases: [], clearedAt: 0 });
  });
});
