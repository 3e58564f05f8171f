import * as core from '@tessera/core';
import { join } from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { makeTempDir, makeWebDist, removeDir } from './helpers/temp-dirs.ts';

// Every answer a route declares goes through the serialiser compiler as the app starts: recorded here, so the test
// sees the schemas themselves (the OpenAPI document only has their JSON Schema).
const declared = vi.hoisted(() => [] as { method: string; url: string; status: string; schema: unknown }[]);
vi.mock('../src/http/response-serializer.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/http/response-serializer.ts')>();
  return {
    responseSerializerCompiler: (route: Parameters<typeof original.responseSerializerCompiler>[0]) => {
      declared.push({ method: String(route.method), url: route.url, status: String(route.httpStatus), schema: route.schema });
      return original.responseSerializerCompiler(route);
    },
  };
});

const dir = makeTempDir();
afterAll(() => removeDir(dir));

/**
 * The web app checks every answer with core's schemas (lib/api/request-json.ts): an answer a route declares with a
 * schema of its own could change without the app's build or tests knowing, and reach a user's session instead.
 */
it("declares every route's answers with core's schemas", async () => {
  const app = await buildApp(loadConfig({ DATA_DIR: join(dir, 'data'), WEB_DIST: makeWebDist(dir), LOG_LEVEL: 'silent' }));
  await app.close();
  const coreSchemas = new Set<unknown>(Object.values(core).filter((value) => value instanceof z.ZodType));
  // A redirect has no body to check.
  const answers = declared.filter(({ status }) => !status.startsWith('3'));
  expect(answers.length).toBeGreaterThan(40);
  const ownSchemas = answers.filter(({ schema }) => !coreSchemas.has(schema)).map(({ method, url, status }) => `${method} ${url} ${status}`);
  expect(ownSchemas).toEqual([]);
});
