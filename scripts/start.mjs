// `npm start`: builds the app on first run (or when a build is missing), then serves the web app and API.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverBundle = path.join(root, 'apps/server/dist/server.js');
const webIndex = path.join(root, 'apps/web/dist/index.html');

if (!existsSync(serverBundle) || !existsSync(webIndex)) {
  console.log('Building Tessera for the first run (about a minute)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('Build failed: see the messages above.');
    process.exit(build.status ?? 1);
  }
}

await import(pathToFileURL(serverBundle).href);
