import { defineConfig } from 'vitest/config';

// End-to-end specs: the built app started as `npm start` starts it, driven in Debian's Chromium.
//
// Two spec files run side by side (each has its own browser, and its own app where it needs one): most of a spec's
// time is spent waiting for the app, a debounce, a voice or a sync, so two halve the run on a two-core machine; three
// overload it (load 17-20, timeouts; measured 2026-12-02). The specs that
// measure time on the page (the scanner's steps, dwell, a live update's delay, the help's scroll) run afterwards, one
// at a time, so a neighbour's load cannot stretch what they measure. (The public board copies' checks that no copy is
// offered wait for the page to settle now, not for a second, so they run with the others.)
const ALONE = ['scanning.spec.ts', 'sync-conflicts.spec.ts', 'settings-help.spec.ts'];

const shared = {
  root: 'e2e',
  globalSetup: ['./support/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      { test: { ...shared, name: 'e2e', include: ['**/*.spec.ts'], exclude: ALONE, maxWorkers: 2, sequence: { groupOrder: 0 } } },
      { test: { ...shared, name: 'e2e-alone', include: ALONE, fileParallelism: false, sequence: { groupOrder: 1 } } },
    ],
  },
});
