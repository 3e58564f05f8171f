// Bundles the server and our workspace packages into dist/server.js. Packages from node_modules stay
// external: native modules (better-sqlite3) cannot be bundled, and the rest load faster as they are.
// Usage: node build.mjs [--entry src/file.ts] [--outfile path] (the admin command bundles src/admin.ts this way)
import { build } from 'esbuild';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = fileURLToPath(new URL('.', import.meta.url));
const { values } = parseArgs({
  options: { entry: { type: 'string', default: 'src/server.ts' }, outfile: { type: 'string', default: `${here}dist/server.js` }, quiet: { type: 'boolean' } },
});

/** Bare imports are external, except our own workspace packages, whose TypeScript sources get bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@tessera/') ? undefined : { path: args.path, external: true }));
  },
};

const started = performance.now();
await build({
  entryPoints: [`${here}${values.entry}`],
  outfile: values.outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  // No require/__dirname shim: everything bundled is ESM, and CommonJS packages stay in node_modules.
  plugins: [externalPackages],
  logLevel: 'warning',
});
if (!values.quiet) console.log(`built ${relative(process.cwd(), values.outfile)} in ${Math.round(performance.now() - started)} ms`);
