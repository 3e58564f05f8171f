import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import { PHRASE_TIMEOUT_MS } from '../phrases/phrase-limits.ts';
import { createServerVoices } from '../speech/server-voices.ts';
import { SPEECH_TIMEOUT_MS } from '../speech/speech-limits.ts';
import { accountRoutes } from './account/index.ts';
import { analyticsRoutes } from './analytics/index.ts';
import { authRoutes, formPostCallbackRoutes } from './auth/index.ts';
import { boardRoutes } from './board/index.ts';
import { communicatorRoutes } from './communicator/index.ts';
import { eventRoutes } from './events/index.ts';
import { featuresRoutes } from './features/index.ts';
import { gptRoutes } from './gpt/index.ts';
import { healthRoutes } from './health/index.ts';
import { locationRoutes } from './location/index.ts';
import { mediaRoutes } from './media/index.ts';
import { settingsRoutes } from './settings/index.ts';
import { speechRoutes } from './speech/index.ts';
import { meRoutes } from './me/index.ts';
import { phraseHistoryRoutes } from './phrases/index.ts';
import { plansRoutes } from './plans/index.ts';
import { subscriberRoutes } from './subscriber/index.ts';
import { subscriptionRoutes } from './subscription/index.ts';
import { userRoutes } from './user/index.ts';
import { voicesRoutes } from './voices/index.ts';

/** Mounted at the root: a provider's form POST to the social login callback page. */
export { formPostCallbackRoutes };

/** Every resource of the API, each under its own prefix; mounted at /api. */
export const apiRoutes: FastifyPluginAsyncZod<{ config: Config; phraseTimeoutMs?: number; speechTimeoutMs?: number }> = async (
  app,
  { config, phraseTimeoutMs = PHRASE_TIMEOUT_MS, speechTimeoutMs = SPEECH_TIMEOUT_MS },
) => {
  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(featuresRoutes, { prefix: '/features', config });
  if (config.phraseApi) await app.register(gptRoutes, { prefix: '/gpt', api: config.phraseApi, timeoutMs: phraseTimeoutMs });
  const voices = createServerVoices(config.speech, { timeoutMs: speechTimeoutMs });
  await app.register(voicesRoutes, { prefix: '/voices', voices });
  await app.register(speechRoutes, { prefix: '/speech', voices });
  await app.register(userRoutes, { prefix: '/user', publicUrl: config.publicUrl });
  await app.register(accountRoutes, { prefix: '/account' });
  await app.register(locationRoutes, { prefix: '/location' });
  await app.register(authRoutes, { prefix: '/auth', publicUrl: config.publicUrl });
  await app.register(boardRoutes, { prefix: '/board', config });
  await app.register(communicatorRoutes, { prefix: '/communicator' });
  await app.register(settingsRoutes, { prefix: '/settings' });
  await app.register(mediaRoutes, { prefix: '/media', config });
  await app.register(eventRoutes, { prefix: '/events', config });
  await app.register(plansRoutes, { prefix: '/plans' });
  await app.register(subscriptionRoutes, { prefix: '/subscription', config });
  await app.register(subscriberRoutes, { prefix: '/subscriber' });
  await app.register(meRoutes, { prefix: '/me' });
  await app.register(analyticsRoutes, { prefix: '/analytics', config });
  await app.register(phraseHistoryRoutes, { prefix: '/phrases' });
};
