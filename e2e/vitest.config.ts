import { defineConfig } from 'vitest/config';

// End-to-end specs: the built app started as `npm start` starts it, driven in Debian's Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    root: 'e2e',
    include: ['**/*.spec.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
