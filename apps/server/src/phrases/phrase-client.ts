import type { PhraseApiConfig } from '../config.ts';
import { acceptedPhrase } from './phrase-check.ts';
import { phrasePrompt } from './phrase-prompt.ts';

/** Room for a sentence up to MAX_GROWTH times a long phrase, in tokens: the model is stopped past it. */
const MAX_ANSWER_TOKENS = 400;

/** Why no phrase came: the provider failed (an error status, an answer not in OpenAI's shape, no connection), or was too slow. */
export type PhraseFailure = 'provider' | 'timeout' | 'cancelled';
export type PhraseResult = { phrase: string; failure: PhraseFailure | null };

type ChatCompletion = { choices?: { message?: { content?: unknown } }[] };

/**
 * Asks an OpenAI-compatible chat-completions API (`POST {baseUrl}/chat/completions`, as OpenAI documents it) to
 * improve a phrase. Never throws: the phrase is '' when the provider fails, takes longer than `timeoutMs`, is
 * cancelled by `signal` (the app gave up on the request), or answers what acceptedPhrase discards.
 */
export async function improvePhrase(
  api: PhraseApiConfig,
  request: { phrase: string; language: string },
  { timeoutMs, signal }: { timeoutMs: number; signal?: AbortSignal },
): Promise<PhraseResult> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (api.apiKey) headers.authorization = `Bearer ${api.apiKey}`;
  try {
    const response = await fetch(`${api.baseUrl}/chat/completions`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        model: api.model,
        messages: phrasePrompt(request.phrase, request.language),
        temperature: 0,
        max_tokens: MAX_ANSWER_TOKENS,
      }),
      signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
    });
    if (!response.ok) {
      await response.body?.cancel();
      return { phrase: '', failure: 'provider' };
    }
    const content = ((await response.json()) as ChatCompletion).choices?.[0]?.message?.content;
    if (typeof content !== 'string') return { phrase: '', failure: 'provider' };
    return { phrase: acceptedPhrase(request.phrase, content), failure: null };
  } catch {
    if (signal?.aborted) return { phrase: '', failure: 'cancelled' };
    return { phrase: '', failure: timeout.aborted ? 'timeout' : 'provider' };
  }
}
