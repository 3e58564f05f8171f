import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '../lib/db';
import { readPhraseHistory } from '../sync/phrase-history-local';
import { phraseSpoken } from './phrase-history-actions';
import { makeStore } from './store';
import { reportsChosen, reportsPaused, reportsResumed } from './usage-slice';

const words = (text: string) => text.split(' ').map((word) => ({ id: word, label: word }));
const kept = async () => (await readPhraseHistory(getDb(null))).phrases.map((phrase) => phrase.text);

afterEach(async () => {
  await getDb(null).phrases.clear();
});

describe('the phrase history while Pause reports holds', () => {
  it('keeps nothing said during the pause, and keeps phrases again once it ends or is resumed', async () => {
    const store = makeStore();
    const now = Date.now();
    store.dispatch(reportsChosen(true));
    await store.dispatch(phraseSpoken(words('I want juice'), now));
    store.dispatch(reportsPaused({ now }));
    await store.dispatch(phraseSpoken(words('a secret'), now + 1_000));
    expect(await kept()).toEqual(['I want juice']);
    store.dispatch(reportsResumed());
    await store.dispatch(phraseSpoken(words('more please'), now + 2_000));
    expect(await kept()).toEqual(['more please', 'I want juice']);
  });

  it('keeps phrases when usage reports were never turned on: the history is the user’s own list, not a report', async () => {
    const store = makeStore();
    await store.dispatch(phraseSpoken(words('hello there'), Date.now()));
    expect(await kept()).toEqual(['hello there']);
  });
});
