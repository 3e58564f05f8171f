import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens are lazy routes: on a busy machine fetching a module can take longer than the 1 s default wait.
configure({ asyncUtilTimeout: 60000, defaultHidden: false });

afterEach(() => {
  // Tests that run the real server use Node's environment (no DOM to clean).
  if (typeof document === 'undefined') return;
  cleanup();
  localStorage.clear();
  const root = document.documentElement;
  root.removeAttribute('class');
  root.removeAttribute('style');
  root.lang = '';
  root.dir = '';
  document.title = '';
});
