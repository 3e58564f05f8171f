import { ONLINE_TIMEOUT_MS } from './online-urls';

export interface FetchOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/** fetch() that gives up after a time limit, or when the caller's signal aborts (a newer query). */
export async function fetchWithTimeout(url: string, { signal, timeoutMs = ONLINE_TIMEOUT_MS, fetchImpl = fetch }: FetchOptions = {}): Promise<Response> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(abort, timeoutMs);
  try {
    return await fetchImpl(url, { signal: controller.signal });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}
