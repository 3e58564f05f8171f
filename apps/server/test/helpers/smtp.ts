import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string; subject: string; text: string };

export type TestSmtp = {
  url: string;
  mails: ReceivedMail[];
  /** The first mail to this address that arrives after `since` mails were already there. */
  waitForMail: (to: string, since?: number, timeoutMs?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
};

/** Undoes quoted-printable: soft line breaks and =XX escapes (enough to read links and plain text). */
export const decodeQuotedPrintable = (text: string): string =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const headerOf = (raw: string, name: string): string => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';

/** A real SMTP server on a free local port, keeping every message it receives. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const decoded = decodeQuotedPrintable(raw);
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
          subject: headerOf(raw, 'Subject'),
          text: decoded,
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const waitForMail = (to: string, since = 0, timeoutMs = 10_000) =>
    new Promise<ReceivedMail>((resolve, reject) => {
      const find = () => mails.slice(since).find((mail) => mail.to.includes(to.toLowerCase()));
      const timer = setTimeout(() => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)), timeoutMs);
      const check = () => {
        const mail = find();
        if (mail) {
          clearTimeout(timer);
          resolve(mail);
        } else waiters.push(check);
      };
      check();
    });

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitForMail,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The token of the activation link in a mail. */
export const activationTokenOf = (mail: { text: string }, publicUrl: string): string => {
  const match = new RegExp(`${escapeRegExp(publicUrl)}/activate/([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no activation link in: ${mail.text}`);
  return match[1];
};

/** The user id and token of the reset link in a mail. */
export const resetLinkOf = (mail: { text: string }, publicUrl: string): { userId: string; token: string } => {
  const match = new RegExp(`${escapeRegExp(publicUrl)}/reset/([0-9a-f]+)/([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match?.[1] || !match[2]) throw new Error(`no reset link in: ${mail.text}`);
  return { userId: match[1], token: match[2] };
};
