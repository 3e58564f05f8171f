import type { AccountEvent } from '../../src/events/account-events.ts';
import type { SignedIn } from './users.ts';

/** A device's live connection: the events it has read so far, and a way to wait for the next one. */
export async function openStream(baseUrl: string, user: SignedIn, deviceId = 'device-a') {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, { headers: { ...user.headers, 'x-tessera-device-id': deviceId }, signal: controller.signal });
  const events: (AccountEvent | 'ready')[] = [];
  const waiters: (() => void)[] = [];
  // Resolves when the stream ends, whoever ends it.
  const reading = (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (/^event: ready$/m.test(frame)) events.push('ready');
        else {
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (data) events.push(JSON.parse(data) as AccountEvent);
        }
        waiters.splice(0).forEach((wake) => wake());
      }
    }
  })();
  const next = async (count: number, timeoutMs = 2000): Promise<(AccountEvent | 'ready')[]> => {
    const started = Date.now();
    while (events.length < count) {
      if (Date.now() - started > timeoutMs) throw new Error(`only ${events.length} of ${count} events after ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
    return events.slice(0, count);
  };
  return {
    response,
    events,
    next,
    ended: reading,
    async close() {
      controller.abort();
      await reading;
    },
  };
}
