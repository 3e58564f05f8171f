import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { activationMail, passwordResetMail } from '../src/mail/messages.ts';
import { mailPlugin } from '../src/plugins/mail.ts';
import { uniqueEmail, uniqueIp } from './helpers/accounts.ts';
import { makeTestClock } from './helpers/clock.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { activationTokenOf, decodeQuotedPrintable } from './helpers/smtp.ts';
import { makeTempDir, removeDir } from './helpers/temp-dirs.ts';

describe('mail without SMTP_URL', () => {
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir();
  });
  afterEach(() => removeDir(dir));

  it('writes each message to DATA_DIR/outbox/<timestamp>-<kind>.eml and logs its link', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const time = makeTestClock(new Date('2026-04-05T06:07:08.009Z'));
    const config = loadConfig({ DATA_DIR: join(dir, 'data'), PUBLIC_URL: 'https://aac.example.org' }, dir);
    const app = Fastify({ logger: { level: 'info', stream } });
    await app.register(mailPlugin, { config, clock: time.clock });
    await app.ready();
    try {
      const link = 'https://aac.example.org/activate/abc123';
      await app.mailer.send({ kind: 'activation', to: 'ada@example.org', link, ...activationMail('Ada <3', link) });
      await app.mailer.send({ kind: 'activation', to: 'bob@example.org', link, ...activationMail('Bob', link) });

      const outbox = join(config.dataDir, 'outbox');
      expect(readdirSync(outbox).sort()).toEqual(['20260405T060708-009Z-activation-2.eml', '20260405T060708-009Z-activation.eml']);
      const message = decodeQuotedPrintable(readFileSync(join(outbox, '20260405T060708-009Z-activation.eml'), 'utf8'));
      expect(message).toMatch(/^From: Tessera <noreply@aac\.example\.org>$/m);
      expect(message).toMatch(/^To: ada@example\.org$/m);
      expect(message).toMatch(/^Subject: Activate your Tessera account$/m);
      expect(message).toContain('Hello Ada <3,');
      expect(message).toContain('Activate your account: https://aac.example.org/activate/abc123');
      // The HTML part escapes the name.
      expect(message).toContain('Hello Ada &lt;3,');
      expect(lines.join('')).toContain('its link: https://aac.example.org/activate/abc123');
    } finally {
      await app.close();
    }
  });

  it('words the reset mail plainly, with the 1 hour limit', () => {
    const mail = passwordResetMail('Ada', 'https://aac.example.org/reset/u1/t1');
    expect(mail.subject).toBe('Reset your Tessera password');
    expect(mail.text).toContain('Choose a new password: https://aac.example.org/reset/u1/t1');
    expect(mail.text).toContain('expires in 1 hour');
    expect(mail.html).toContain('href="https://aac.example.org/reset/u1/t1"');
  });
});

describeEachDatabase('sign-up without a mail server', (database) => {
  it('lets a self-hoster activate from the link in the outbox', async () => {
    const app = await database.buildApp({ PUBLIC_URL: 'http://192.168.1.20:8080' });
    const email = uniqueEmail('self-hosted');
    const outbox = join(database.config().dataDir, 'outbox');
    const response = await app.inject({
      method: 'POST',
      url: '/api/user',
      payload: { name: 'Sam', email, password: 'secret1', isTermsAccepted: true },
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(201);
    const file = readdirSync(outbox)
      .filter((name) => name.endsWith('-activation.eml') || name.includes('-activation-'))
      .map((name) => readFileSync(join(outbox, name), 'utf8'))
      .find((text) => text.includes(email));
    expect(file).toBeDefined();
    const token = activationTokenOf({ text: decodeQuotedPrintable(file as string) }, 'http://192.168.1.20:8080');
    const activated = await app.inject({ method: 'POST', url: `/api/user/activate/${token}` });
    expect(activated.statusCode).toBe(200);
  });
});
