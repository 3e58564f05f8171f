import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { VERSION } from '../version.ts';

export const DOCS_PREFIX = '/api/docs';

/** OpenAPI description built from the routes' zod schemas, browsable at /api/docs (JSON at /api/docs/json). */
export const docsPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Tessera API', description: 'The API of Tessera, an AAC board app.', version: VERSION },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
      transform: createJsonSchemaTransform({ skipList: [] }),
    });
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  },
  { name: 'tessera-docs' },
);
