// `npm run bench`: runs every benchmark in this folder (or those named on the command line) and prints their figures.
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const files = readdirSync(here)
  .filter((name) => name.endsWith('.bench.mjs'))
  .filter((name) => wanted.length === 0 || wanted.some((w) => name.includes(w)))
  .sort();

for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const mod = await import(pathToFileURL(path.join(here, file)).href);
  await mod.run();
}
