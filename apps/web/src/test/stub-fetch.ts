import { vi } from 'vitest';

export type StubCall = { url: string; method: string; headers: Record<string, string>; body: unknown };
type Reply = { status?: number; body?: unknown } | 'network-error' | Promise<never>;
type Route = (call: StubCall) => Reply | undefined;

/**
 * Replaces the global fetch with answers chosen per call, and records the calls. For unit tests of the API
 * mapping only: the real server is exercised end to end in e2e/.
 */
export function stubFetch(route: Route) {
  const calls: StubCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
    const call: StubCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body,
    };
    calls.push(call);
    const reply = route(call) ?? { status: 404, body: { message: 'Not found' } };
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    if (reply instanceof Promise) return reply;
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, fetchStub };
}
