/*
 * Sending mail from a route (note for route authors):
 *   await app.mailer.send({ kind: 'report', to, subject, text, html });
 * With SMTP_URL set the message goes out through that server; without it, it is written to
 * DATA_DIR/outbox/<timestamp>-<kind>.eml and `link` (if given) is logged, so a self-hoster can act on it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { MailContent } from '../mail/messages.ts';

export type OutgoingMail = MailContent & {
  /** What the mail is for (activation, reset…): names the outbox file and the log line. */
  kind: string;
  to: string;
  /** The one link the mail is about; logged when mail goes to the outbox. */
  link?: string;
};

export type Mailer = { send: (mail: OutgoingMail) => Promise<void> };

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

const outboxFileName = (date: Date, kind: string, attempt: number): string => {
  const stamp = date.toISOString().replace(/[-:]/g, '').replace('.', '-');
  const safeKind = kind.replace(/[^a-z0-9-]/gi, '_');
  return attempt === 0 ? `${stamp}-${safeKind}.eml` : `${stamp}-${safeKind}-${attempt + 1}.eml`;
};

/** Mail through SMTP_URL, or into DATA_DIR/outbox when no mail server is configured. */
export const mailPlugin = fp<{ config: Config; clock: Clock }>(
  async (app, { config, clock }) => {
    const outbox = join(config.dataDir, 'outbox');
    const smtp = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
    const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

    const writeToOutbox = (message: Buffer, kind: string): string => {
      mkdirSync(outbox, { recursive: true });
      const date = clock();
      for (let attempt = 0; ; attempt += 1) {
        const file = join(outbox, outboxFileName(date, kind, attempt));
        try {
          writeFileSync(file, message, { flag: 'wx', mode: 0o600 });
          return file;
        } catch (error) {
          // Two mails of one kind in the same millisecond: number the second.
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 100) throw error;
        }
      }
    };

    const send = async ({ kind, to, subject, text, html, link }: OutgoingMail): Promise<void> => {
      const message = { from: config.mailFrom, to, subject, text, html };
      if (smtp) {
        const info = await smtp.sendMail(message);
        app.log.info({ kind, messageId: info.messageId }, 'mail sent');
        return;
      }
      const info = await stream.sendMail(message);
      const file = writeToOutbox(info.message as Buffer, kind);
      app.log.info({ kind, to, file, link }, link ? `mail written to the outbox (no SMTP_URL); its link: ${link}` : 'mail written to the outbox (no SMTP_URL)');
    };

    app.decorate('mailer', { send });
    app.addHook('onClose', async () => {
      smtp?.close();
      stream.close();
    });
  },
  { name: 'tessera-mail' },
);
