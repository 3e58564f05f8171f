import { MessageSchema, type AnswerBody, type AnswerSchema } from '@tessera/core';
import { vi } from 'vitest';

export type StubCall = { url: string; method: string; headers: Record<string, string>; body: unknown };

const madeHere = Symbol('stub reply');
/** One stubbed answer: made only by `answer`, `refusal` or (saying so) `offContract`, so every body a stub sends is core's. */
export type StubReply = { readonly status: number; readonly body?: unknown; readonly [madeHere]: true };
type Reply = StubReply | 'network-error' | Promise<StubReply | never>;
type Route = (call: StubCall) => Reply | undefined;

/**
 * An answer of the server, written against core's schema of it (the one the route declares and the app checks
 * answers with): a body the schema refuses fails the test here, and one the types refuse fails the build.
 */
export function answer<S extends AnswerSchema>(schema: S, body: AnswerBody<S>, status = 200): StubReply {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(`A stub answers what no route of the server answers: ${parsed.error.message}`);
  return { status, body, [madeHere]: true };
}

/** A refusal of the server: an error status with its `{ message }`. */
export const refusal = (status: number, message: string): StubReply => answer(MessageSchema, { message }, status);

/**
 * What none of the server's routes answers: from something in between (a proxy's empty 502, an HTML page), or a
 * server of another version (a test of how the app takes an answer it cannot read).
 */
export const offContract = (status: number, body?: unknown): StubReply => ({ status, ...(body === undefined ? {} : { body }), [madeHere]: true });

/** An answer the test gives when it chooses: `reply` is what the stub's route returns, `send` sends it. */
export function laterAnswer(): { reply: Promise<StubReply>; send: (answered: StubReply) => void } {
  let send: (answered: StubReply) => void = () => undefined;
  const reply = new Promise<StubReply>((resolve) => (send = resolve));
  return { reply, send };
}

const responseOf = ({ status, body }: StubReply): Response =>
  new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Replaces the global fetch with answers chosen per call, and records the calls; a call no route answers gets the
 * server's 404. For the screens' tests in jsdom, where the server cannot run (the `*.server.test.ts` files run it).
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
    let reply: Reply;
    try {
      reply = route(call) ?? refusal(404, 'Not found');
    } catch (error) {
      // Thrown inside fetch, it would read as no connection: left unhandled as well, it fails the test.
      void Promise.reject(error);
      throw error;
    }
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return responseOf(await reply);
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, fetchStub };
}
