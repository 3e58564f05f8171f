import type { TestProject } from 'vitest/node';
import { startApp } from './app-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** One app for the whole end-to-end run; specs that need their own server start one with startApp(). */
export default async function setup(project: TestProject) {
  const app = await startApp();
  project.provide('baseURL', app.url);
  return async () => {
    await app.stop();
  };
}
