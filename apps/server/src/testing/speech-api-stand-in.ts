import { createServer, type ServerResponse } from 'node:http';
import { listenOnLoopback } from './loopback-listen.ts';
import { readBody } from './read-body.ts';

/** How the stand-in answers the next requests. */
export type SpeechBehaviour =
  /** 200 with audio/mpeg bytes made from the request (the same request, the same bytes), as OpenAI answers audio. */
  | { kind: 'audio' }
  /** An error status with OpenAI's error body. */
  | { kind: 'error'; status: number }
  /** 200 with JSON, not audio (a proxy's page, a misconfigured path). */
  | { kind: 'not-audio' }
  /** Never answers (a provider that hangs). */
  | { kind: 'hang' };

/** One request the stand-in received: POST /v1/audio/speech's body as OpenAI documents it. */
export type SpeechApiRequest = {
  path: string;
  authorization: string | undefined;
  body: { model?: string; input?: string; voice?: string; response_format?: string; speed?: number };
};

export type SpeechApiServer = {
  /** The base URL to set as SPEECH_API_URL (…/v1). */
  baseUrl: string;
  behaviour: SpeechBehaviour;
  requests: SpeechApiRequest[];
  /** The bytes the stand-in answers for a request of this model, voice, text and speed. */
  audioFor: (body: SpeechApiRequest['body']) => Buffer;
  close: () => Promise<void>;
};

/** An MPEG audio frame header (MPEG-1 layer III, 128 kb/s, 44.1 kHz), then the request: recognisable, deterministic bytes. */
const audioFor = (body: SpeechApiRequest['body']) =>
  Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.from(JSON.stringify([body.model, body.voice, body.input, body.speed]))]);

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

/**
 * A local stand-in of an OpenAI-compatible speech API on a free loopback port: POST /v1/audio/speech answers as
 * `behaviour` says, and records what it was sent.
 */
export async function startSpeechApiServer(): Promise<SpeechApiServer> {
  const open = new Set<ServerResponse>();
  const state: SpeechApiServer = {
    baseUrl: '',
    behaviour: { kind: 'audio' },
    requests: [],
    audioFor,
    close: () => Promise.resolve(),
  };
  const server = createServer((request, response) => {
    void (async () => {
      const text = await readBody(request);
      if (request.method !== 'POST' || request.url !== '/v1/audio/speech') return json(response, 404, { error: { message: 'not found' } });
      const body = JSON.parse(text) as SpeechApiRequest['body'];
      state.requests.push({ path: request.url, authorization: request.headers.authorization, body });
      open.add(response);
      response.on('close', () => open.delete(response));
      const behaviour = state.behaviour;
      if (behaviour.kind === 'hang') return;
      if (behaviour.kind === 'error') return json(response, behaviour.status, { error: { message: 'The server had an error', type: 'server_error' } });
      if (behaviour.kind === 'not-audio') return json(response, 200, { ok: true });
      response.writeHead(200, { 'content-type': 'audio/mpeg' });
      response.end(audioFor(body));
    })();
  });
  const listening = await listenOnLoopback(server, open);
  state.baseUrl = `${listening.origin}/v1`;
  state.close = listening.close;
  return state;
}
