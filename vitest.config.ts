import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and integration tests of every workspace; end-to-end specs have their own config in e2e/.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the CPUs: one on a two-core machine, where much of a test's time is
    // spent waiting for PostgreSQL, Redis, a child process or a timer. Each file has its own databases, Redis key
    // prefix and ports, so files can share the machine; two workers at least.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'core', root: 'packages/core', environment: 'node' } },
      { test: { name: 'content', root: 'packages/content', environment: 'node' } },
      { test: { name: 'server', root: 'apps/server', environment: 'node', testTimeout: 30000, hookTimeout: 60000 } },
      'apps/web/vitest.config.ts',
      { test: { name: 'tools', root: 'tools', environment: 'node' } },
    ],
  },
});
