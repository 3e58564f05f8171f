import { createServer, type ServerResponse } from 'node:http';
import { listenOnLoopback } from './loopback-listen.ts';
import { readBody } from './read-body.ts';

/** How the stand-in answers the next requests. */
export type ChatBehaviour =
  /** 200 with this text as choices[0].message.content, as OpenAI documents the answer. */
  | { kind: 'answer'; content: string }
  /** An error status with OpenAI's error body. */
  | { kind: 'error'; status: number }
  /** Never answers (a provider that hangs). */
  | { kind: 'hang' };

/** One request the stand-in received. */
export type ChatRequest = { path: string; authorization: string | undefined; body: { model?: string; messages?: { role: string; content: string }[] } };

export type ChatCompletionsServer = {
  /** The base URL to set as PHRASE_API_URL (…/v1). */
  baseUrl: string;
  behaviour: ChatBehaviour;
  requests: ChatRequest[];
  /** Requests whose connection the caller closed before an answer was sent. */
  closedEarly: number;
  /** Resolves when the next request closes before its answer (the caller gave up). */
  nextEarlyClose: () => Promise<void>;
  close: () => Promise<void>;
};

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

/**
 * A local stand-in of an OpenAI-compatible chat-completions API on a free loopback port: POST /v1/chat/completions
 * answers as `behaviour` says, in the shape of OpenAI's API reference (a chat.completion object), and records what it
 * was sent.
 */
export async function startChatCompletionsServer(): Promise<ChatCompletionsServer> {
  const waiters: (() => void)[] = [];
  const open = new Set<ServerResponse>();
  const state: ChatCompletionsServer = {
    baseUrl: '',
    behaviour: { kind: 'answer', content: '' },
    requests: [],
    closedEarly: 0,
    nextEarlyClose: () => new Promise<void>((resolve) => waiters.push(resolve)),
    close: () => Promise.resolve(),
  };
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') return json(response, 404, { error: { message: 'not found' } });
      state.requests.push({ path: request.url, authorization: request.headers.authorization, body: JSON.parse(body) as ChatRequest['body'] });
      open.add(response);
      response.on('close', () => {
        open.delete(response);
        if (!response.writableEnded) {
          state.closedEarly += 1;
          waiters.splice(0).forEach((resolve) => resolve());
        }
      });
      const behaviour = state.behaviour;
      if (behaviour.kind === 'hang') return;
      if (behaviour.kind === 'error') return json(response, behaviour.status, { error: { message: 'The server had an error', type: 'server_error' } });
      json(response, 200, {
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: 'stand-in',
        choices: [{ index: 0, message: { role: 'assistant', content: behaviour.content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      });
    })();
  });
  const listening = await listenOnLoopback(server, open);
  state.baseUrl = `${listening.origin}/v1`;
  state.close = listening.close;
  return state;
}
