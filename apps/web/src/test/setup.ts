import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
  const root = document.documentElement;
  root.removeAttribute('class');
  root.removeAttribute('style');
  root.lang = '';
  root.dir = '';
  document.title = '';
});
