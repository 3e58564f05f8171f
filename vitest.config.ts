import { defineConfig } from 'vitest/config';

// Unit and integration tests of every workspace; end-to-end specs have their own config in e2e/.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', root: 'packages/core', environment: 'node' } },
      { test: { name: 'content', root: 'packages/content', environment: 'node' } },
      { test: { name: 'server', root: 'apps/server', environment: 'node', testTimeout: 30000, hookTimeout: 60000 } },
      'apps/web/vitest.config.ts',
      { test: { name: 'tools', root: 'tools', environment: 'node' } },
    ],
  },
});
