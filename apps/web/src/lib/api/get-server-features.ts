import { ServerFeaturesSchema, type ServerFeatures } from '@tessera/core';
import { requestJson, type RequestContext } from './request-json';

/** GET /features: what this server offers beyond the spec's calls (phrase improvement); no token is sent. */
export const getServerFeatures = (signal?: AbortSignal, context: RequestContext = {}): Promise<ServerFeatures> =>
  requestJson({ path: '/features', auth: false, ...(signal ? { signal } : {}) }, ServerFeaturesSchema, context);
