import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { chainThrough, circles, describeCircles, importGraph, sourceFiles } from './import-cycles.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WORKSPACE_SOURCES = ['packages/core/src', 'packages/content/src', 'apps/server/src', 'apps/web/src', 'apps/web/vite'];

describe('circles', () => {
  const graph = new Map([
    ['a', ['b']],
    ['b', ['c']],
    ['c', ['a', 'd']],
    ['d', ['e']],
    ['e', ['d']],
    ['f', ['a']],
  ]);

  it('finds each strongly connected component of more than one file, and nothing acyclic', () => {
    expect(circles(graph)).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
    expect(
      circles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('names a chain that closes on itself', () => {
    expect(chainThrough(graph, ['a', 'b', 'c'])).toEqual(['a', 'b', 'c', 'a']);
    expect(describeCircles(graph, [['d', 'e']], '.')).toEqual(['2 files: d → e → d']);
  });
});

describe('importGraph', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('follows type-only imports and re-exports, so a circle of types alone is found', () => {
    fs.writeFileSync(path.join(folder, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler' } }));
    fs.writeFileSync(path.join(folder, 'store.ts'), "import type { Undo } from './undo';\nexport type Store = { undo: Undo };\n");
    fs.writeFileSync(path.join(folder, 'undo.ts'), "export type { Store } from './store.ts';\nexport type Undo = number;\n");
    fs.writeFileSync(
      path.join(folder, 'leaf.ts'),
      "import { readFileSync } from 'node:fs';\nimport type { Store } from './store';\nexport const leaf = (s: Store) => s ?? readFileSync;\n",
    );
    const graph = importGraph(sourceFiles(folder));
    const real = (name) => fs.realpathSync(path.join(folder, name));
    expect(graph.get(real('leaf.ts'))).toEqual([real('store.ts')]);
    expect(circles(graph)).toEqual([[real('store.ts'), real('undo.ts')]]);
  });
});

describe("the workspaces' import graph", () => {
  it('has no circle', () => {
    const files = WORKSPACE_SOURCES.flatMap((folder) => sourceFiles(path.join(root, folder)));
    expect(files.length).toBeGreaterThan(500);
    const graph = importGraph(files);
    expect(describeCircles(graph, circles(graph), fs.realpathSync(root))).toEqual([]);
  });
});
