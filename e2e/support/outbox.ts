import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Mail written to DATA_DIR/outbox/*.eml when SMTP_URL is unset: the self-hoster's way to activate without mail.

const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** Waits for a mail of a kind ('activation', 'reset') to an address and answers the first link to the app in it. */
export async function linkFromOutbox(dataDir: string, kind: string, to: string, pattern: RegExp, timeoutMs = 10_000): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let names: string[] = [];
    try {
      names = readdirSync(outbox)
        .filter((name) => name.includes(`-${kind}`))
        .sort();
    } catch {
      // no mail written yet
    }
    for (const name of names.reverse()) {
      const mail = decodeQuotedPrintable(readFileSync(path.join(outbox, name), 'utf8'));
      if (!mail.includes(to)) continue;
      const link = mail.match(pattern)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No ${kind} mail to ${to} in ${outbox}`);
}
