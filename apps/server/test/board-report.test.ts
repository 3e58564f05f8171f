import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { describeEachDatabase } from './helpers/databases.ts';

const report = (overrides: object = {}) => ({
  id: '0123456789abcdef01234567',
  name: 'Rude words',
  author: 'Mallory',
  description: 'A board',
  url: 'https://tessera.example.org/board/0123456789abcdef01234567',
  reason: 'Offensive pictures',
  whistleblower: { name: 'Ada', email: 'ada@example.org', language: 'en-US' },
  language: 'en-US',
  ...overrides,
});

describeEachDatabase('POST /api/board/report', (database) => {
  let app: App;
  let config: Config;
  const outbox = () => join(config.dataDir, 'outbox');
  const reportMails = () => {
    try {
      return readdirSync(outbox()).filter((name) => name.includes('-report'));
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    const env = { MODERATORS_EMAIL: 'moderators@example.org' };
    config = database.config(env);
    app = await database.buildApp(env);
  });

  const send = (payload: unknown) => app.inject({ method: 'POST', url: '/api/board/report', payload: payload as object });

  it('needs no account; stores the report and mails it to MODERATORS_EMAIL', async () => {
    const response = await send(report());
    expect(response.statusCode).toBe(201);
    const { id, message } = response.json<{ id: string; message: string }>();
    expect(message).toBe('Report received');
    const stored = await app.repositories.reports.listForBoard('0123456789abcdef01234567');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id, reason: 'Offensive pictures', language: 'en-US', data: report() });
    expect(stored[0]!.mailedAt).not.toBeNull();
    const mails = reportMails();
    expect(mails).toHaveLength(1);
    const mail = readFileSync(join(outbox(), mails[0]!), 'utf8');
    expect(mail).toMatch(/^To: moderators@example\.org$/m);
    expect(mail).toMatch(/^Subject: Board reported: Rude words$/m);
    expect(mail).toContain('Reason: Offensive pictures');
  });

  it('refuses a report without a reason (or a blank one) or without a board id, with 400', async () => {
    const before = reportMails().length;
    for (const payload of [report({ reason: '   ' }), report({ reason: undefined }), report({ id: '' }), report({ whistleblower: 'Ada' }), undefined]) {
      const response = await send(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(reportMails()).toHaveLength(before);
  });

  it('escapes what the reporter wrote in the HTML part of the mail', async () => {
    await send(report({ id: 'ffffffffffffffffffffff01', reason: '<script>alert(1)</script>' }));
    const mail = readFileSync(join(outbox(), reportMails().sort().at(-1)!), 'utf8');
    expect(mail).not.toContain('<script>alert(1)</script></td>');
    expect(mail).toMatch(/&lt;script&gt;|=3Cscript=3E|&amp;lt;/);
  });
});

describeEachDatabase('POST /api/board/report without MODERATORS_EMAIL', (database) => {
  it('stores the report and mails nothing', async () => {
    const app = await database.buildApp();
    const response = await app.inject({ method: 'POST', url: '/api/board/report', payload: report({ id: 'eeeeeeeeeeeeeeeeeeeeee01' }) });
    expect(response.statusCode).toBe(201);
    const [stored] = await app.repositories.reports.listForBoard('eeeeeeeeeeeeeeeeeeeeee01');
    expect(stored?.mailedAt).toBeNull();
  });

  it('refuses a bad MODERATORS_EMAIL at start-up', () => {
    expect(() => database.config({ MODERATORS_EMAIL: 'not an address' })).toThrow(/MODERATORS_EMAIL must be one email address/);
  });
});

describeEachDatabase('POST /api/board/report limits', (database) => {
  const send = (app: App, payload: object, remoteAddress = '127.0.0.1') => app.inject({ method: 'POST', url: '/api/board/report', payload, remoteAddress });

  it('refuses a body over 16 KB with 413, anonymous or not, and stores nothing', async () => {
    const app = await database.buildApp();
    const tooLarge = 'The request is too large: at most 16 KB are accepted';
    for (const [boardId, reason] of [
      ['dddddddddddddddddddddd01', 'x'.repeat(17 * 1024)],
      ['dddddddddddddddddddddd02', 'x'.repeat(9 * 1024 * 1024)],
    ] as const) {
      const response = await send(app, report({ id: boardId, reason }));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: tooLarge });
      expect(await app.repositories.reports.listForBoard(boardId)).toEqual([]);
    }
    // A long report that fits is taken; its reason and description are texts of at most 2,000 characters.
    expect((await send(app, report({ id: 'dddddddddddddddddddddd03', reason: '한'.repeat(2000), description: 'x'.repeat(2000) }))).statusCode).toBe(201);
    const tooLong = await send(app, report({ id: 'dddddddddddddddddddddd04', reason: 'x'.repeat(2001) }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ message: 'body/reason: Too big: expected string to have <=2000 characters' });
  });

  it('takes 10 reports an hour from one address, then answers 429; another address is not held up', async () => {
    const app = await database.buildApp();
    for (let i = 0; i < 10; i += 1)
      expect((await send(app, report({ id: `cccccccccccccccccccccc${String(i).padStart(2, '0')}` }), '203.0.113.7')).statusCode).toBe(201);
    const limited = await send(app, report({ id: 'cccccccccccccccccccccc99' }), '203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many requests. Try again in 1 hour.' });
    expect(await app.repositories.reports.listForBoard('cccccccccccccccccccccc99')).toEqual([]);
    expect((await send(app, report({ id: 'cccccccccccccccccccccc98' }), '198.51.100.4')).statusCode).toBe(201);
  });
});
