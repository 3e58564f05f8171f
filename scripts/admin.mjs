// `npm run admin -- <command>`: bundles the server's admin command (apps/server/src/admin.ts) afresh, so that it runs
// the same migrations as the code beside it, then runs it in this folder with this environment: the database it acts
// on is the one `npm start` uses (DATA_DIR, default ./data, or DATABASE_URL).
import { execFileSync } from 'node:child_process';
import { renameSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bundle = path.join(root, 'apps/server/dist/admin.js');
// Each run writes its own file and moves it into place, so that two commands at once never read a half-written bundle.
const building = `${bundle}.${process.pid}.tmp`;
try {
  execFileSync(process.execPath, [path.join(root, 'apps/server/build.mjs'), '--entry', 'src/admin.ts', '--outfile', building, '--quiet'], { stdio: 'inherit' });
} catch {
  console.error('Could not build the admin command (see above).');
  process.exit(1);
}
renameSync(building, bundle);
renameSync(`${building}.map`, `${bundle}.map`);
await import(pathToFileURL(bundle).href);
