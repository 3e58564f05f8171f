import { AccountEventSchema, type AccountEvent } from '@tessera/core';
import type { RequestContext } from '../lib/api/request-json';
import { API_BASE_URL } from '../lib/api/api-config';
import { retryDelayMs } from './plan/backoff';
import { createSseReader } from './plan/sse-frames';

/** What one of the account's devices changed (GET /api/events): core's, as the server sends it. */
export type { AccountEvent };

export interface LiveUpdateHandlers {
  /** The stream is live: what happened while it was not is caught up by a pull. */
  onReady: () => void;
  onEvent: (event: AccountEvent) => void;
  /** The session ended (403). */
  onForbidden: () => void;
}

/**
 * Keeps a live connection to the account's events while the app runs, so a change made on another device shows
 * here within moments rather than at the next pull. A dropped connection is made again after a short wait that
 * grows while the server stays away (the browser's own EventSource cannot send the bearer token, so this reads
 * the stream with fetch). Answers the function that ends it.
 */
export function startLiveUpdates(context: () => RequestContext, handlers: LiveUpdateHandlers, random: () => number = Math.random): () => void {
  let stopped = false;
  let controller: AbortController | undefined;
  let wake: (() => void) | undefined;
  let failures = 0;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const connectOnce = async (): Promise<void> => {
    const { token, baseUrl = API_BASE_URL, fetch: doFetch = globalThis.fetch, headers } = context();
    if (!token) return;
    controller = new AbortController();
    const response = await doFetch(`${baseUrl}/events`, {
      headers: { ...headers, Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    if (response.status === 403) {
      stopped = true;
      handlers.onForbidden();
      return;
    }
    if (!response.ok || !response.body) throw new Error(`live updates answered ${response.status}`);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    const read = createSseReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done || stopped) return;
      for (const frame of read(value)) {
        if (frame.event === 'ready') {
          failures = 0;
          handlers.onReady();
        } else if (frame.event === 'message') {
          // Checked with core's schema: a frame this app cannot read (a newer server's event) ends the connection,
          // and the next one starts with a pull, which brings whatever it told.
          handlers.onEvent(AccountEventSchema.parse(JSON.parse(frame.data)));
        }
      }
    }
  };

  void (async () => {
    while (!stopped) {
      try {
        await connectOnce();
      } catch {
        // No connection, a dropped one, a server away or a frame this app cannot read: the connection, if one is
        // left open, is ended, and made again below.
        controller?.abort();
      }
      if (stopped) return;
      await pause(retryDelayMs(failures, random));
      failures = Math.min(failures + 1, 4);
    }
  })();

  return () => {
    stopped = true;
    controller?.abort();
    wake?.();
  };
}
