import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { symbolsPlugin } from './vite/symbols-plugin';

// The API runs as its own process in development; in production one Node process serves both.
export default defineConfig({
  plugins: [react(), symbolsPlugin()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: { proxy: { '/api': 'http://localhost:8080', '/media': 'http://localhost:8080' } },
});
