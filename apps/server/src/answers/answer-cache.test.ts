import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache.ts';

const setUp = (overrides: Partial<Parameters<typeof createAnswerCache>[0]> = {}) => {
  let time = 0;
  const cache = createAnswerCache({ maxAgeMs: 1_000, maxBytes: 100, maxEntryBytes: 40, now: () => time, etagOf: (json) => `W/"${json.length}"`, ...overrides });
  return { cache, later: (ms: number) => (time += ms) };
};

describe('answer cache', () => {
  it('serves what it kept, with its entity tag, until the board changes', () => {
    const { cache } = setUp();
    const kept = cache.keepBoard('a', cache.ticket(), { json: '{"id":"a"}', owner: 'ada@example.org' });
    expect(kept.etag).toBe('W/"10"');
    expect(cache.board('a')).toMatchObject({ json: '{"id":"a"}', owner: 'ada@example.org', etag: 'W/"10"' });
    cache.boardChanged('b');
    expect(cache.board('a')?.json).toBe('{"id":"a"}');
    cache.boardChanged('a');
    expect(cache.board('a')).toBeUndefined();
  });

  it('drops every list page when any board changes, and everything for a change it cannot name', () => {
    const { cache } = setUp();
    cache.keepList('page 1', cache.ticket(), '[1]');
    cache.keepList('page 2', cache.ticket(), '[2]');
    cache.keepBoard('a', cache.ticket(), { json: '{}' });
    cache.boardChanged('z');
    expect([cache.list('page 1'), cache.list('page 2'), cache.board('a')?.json]).toEqual([undefined, undefined, '{}']);
    cache.keepList('page 1', cache.ticket(), '[1]');
    cache.boardChanged(null);
    expect([cache.list('page 1'), cache.board('a')]).toEqual([undefined, undefined]);
  });

  it('never keeps what was read before a change it did not see (its ticket is void)', () => {
    const { cache } = setUp();
    const ticket = cache.ticket();
    cache.boardChanged('a'); // a write commits while the reader waits for the database
    const answered = cache.keepBoard('a', ticket, { json: '{"old":1}' });
    expect(answered.json).toBe('{"old":1}'); // the reader still answers what it read…
    expect(cache.board('a')).toBeUndefined(); // …but nobody after it gets it
  });

  it('serves nothing older than its longest age', () => {
    const { cache, later } = setUp();
    cache.keepBoard('a', cache.ticket(), { json: '{}' });
    later(999);
    expect(cache.board('a')).toBeDefined();
    later(1);
    expect(cache.board('a')).toBeUndefined();
    expect(cache.size.bytes).toBe(0);
  });

  it('keeps at most its size, dropping the oldest, and never an answer over the size of one', () => {
    const { cache, later } = setUp();
    cache.keepBoard('a', cache.ticket(), { json: 'a'.repeat(40) });
    later(1);
    cache.keepList('p', cache.ticket(), 'p'.repeat(40));
    later(1);
    cache.keepBoard('b', cache.ticket(), { json: 'b'.repeat(30) });
    expect([cache.board('a'), cache.list('p')?.json.length, cache.board('b')?.json.length]).toEqual([undefined, 40, 30]);
    expect(cache.size.bytes).toBe(70);
    cache.keepBoard('c', cache.ticket(), { json: 'c'.repeat(41) });
    expect(cache.board('c')).toBeUndefined();
  });

  it('drops the least recently read first', () => {
    const { cache } = setUp();
    cache.keepBoard('a', cache.ticket(), { json: 'a'.repeat(40) });
    cache.keepBoard('b', cache.ticket(), { json: 'b'.repeat(40) });
    expect(cache.board('a')).toBeDefined();
    cache.keepList('p', cache.ticket(), 'p'.repeat(30));
    expect([cache.board('a')?.json.length, cache.board('b'), cache.list('p')?.json.length]).toEqual([40, undefined, 30]);
    expect(cache.size).toEqual({ boards: 1, lists: 1, bytes: 70 });
  });

  it('serves and keeps nothing while changes cannot be heard, and starts empty when they can again', () => {
    const { cache } = setUp();
    cache.keepBoard('a', cache.ticket(), { json: '{}' });
    const ticket = cache.ticket();
    cache.suspend();
    expect(cache.board('a')).toBeUndefined();
    cache.keepBoard('b', cache.ticket(), { json: '{}' });
    expect(cache.size.boards).toBe(0);
    cache.resume();
    cache.keepBoard('c', ticket, { json: '{}' }); // read before the outage: void
    expect(cache.board('c')).toBeUndefined();
    cache.keepBoard('c', cache.ticket(), { json: '{}' });
    expect(cache.board('c')).toBeDefined();
  });

  it('shares one database read among the requests that miss the same answer meanwhile', async () => {
    const { cache } = setUp();
    let reads = 0;
    const read = async () => {
      const row = `row ${(reads += 1)}`;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return row;
    };
    const answers = await Promise.all([cache.sharedRead('board a', read), cache.sharedRead('board a', read), cache.sharedRead('board b', read)]);
    expect(answers.map((answer) => answer.value)).toEqual(['row 1', 'row 1', 'row 2']);
    expect(reads).toBe(2);
    expect((await cache.sharedRead('board a', read)).value).toBe('row 3'); // over: the next miss reads again
  });

  it('never shares a read begun before a change with a request after it', async () => {
    const { cache } = setUp();
    let reads = 0;
    const read = async () => {
      reads += 1;
      const value = reads === 1 ? 'before the write' : 'after the write';
      await new Promise((resolve) => setTimeout(resolve, 5));
      return value;
    };
    const early = cache.sharedRead('board a', read);
    cache.boardChanged('a');
    const late = cache.sharedRead('board a', read);
    const [first, second] = await Promise.all([early, late]);
    expect(second.value).toBe('after the write');
    expect(second.ticket).toBe(cache.ticket());
    cache.keepBoard('a', first.ticket, { json: first.value });
    expect(cache.board('a')).toBeUndefined();
  });

  it('keeps one entry, with one entity tag, for requests that shared a read', () => {
    let tags = 0;
    const { cache } = setUp({ etagOf: () => `W/"${++tags}"` });
    const ticket = cache.ticket();
    const first = cache.keepBoard('a', ticket, { json: '{"a":1}', owner: 'x' });
    const second = cache.keepBoard('a', ticket, { json: '{"a":1}', owner: 'x' });
    expect(second).toBe(first);
    expect(tags).toBe(1);
  });
});
