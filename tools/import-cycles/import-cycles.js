import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The workspaces' own import graph, built with TypeScript's resolver (so `import type`, `export … from`, path
// suffixes and package exports resolve as tsc sees them), and its circles found with Tarjan's algorithm.

const SOURCE = /\.(ts|tsx|mts|cts)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'generated', 'dev-dist']);

/** Every TypeScript file under `folder`, skipping installed and built output. */
export const sourceFiles = (folder) => {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
};

/** The compiler options of the tsconfig.json nearest above `file` (read once per tsconfig). */
const optionsFinder = () => {
  const byConfig = new Map();
  return (file) => {
    const configPath = ts.findConfigFile(path.dirname(file), ts.sys.fileExists);
    if (!configPath) return {};
    if (!byConfig.has(configPath)) {
      const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
      byConfig.set(configPath, ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configPath)).options);
    }
    return byConfig.get(configPath);
  };
};

/**
 * The graph of `files`: for each, the files of the set it imports (static, type-only, re-exports and dynamic
 * `import()` alike). Imports that leave the set (packages, node_modules) are dropped.
 */
export const importGraph = (files) => {
  const known = new Set(files.map((file) => fs.realpathSync(file)));
  const optionsOf = optionsFinder();
  const cache = ts.createModuleResolutionCache(process.cwd(), (name) => name);
  const graph = new Map();
  for (const file of known) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const options = optionsOf(file);
    const targets = new Set();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys, cache).resolvedModule?.resolvedFileName;
      if (!resolved) continue;
      const real = fs.realpathSync(resolved);
      if (known.has(real) && real !== file) targets.add(real);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
};

/** Strongly connected components of more than one file (Tarjan), each as its files sorted. */
export const circles = (graph) => {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  // Iterative, so a long import chain cannot overflow the call stack.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const targets = graph.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++];
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent), low.get(frame.node)));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1) found.push(component.sort());
      }
    }
  }
  return found.sort((a, b) => a[0].localeCompare(b[0]));
};

/** One closed chain through a circle, from its first file back to it: a → b → … → a (shortest, by breadth first). */
export const chainThrough = (graph, component) => {
  const members = new Set(component);
  const start = component[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const chain = [start];
        for (let at = node; at !== null; at = previous.get(at)) chain.unshift(at);
        return chain;
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start];
};

/** A readable report: one line per circle, one chain through it, then its other files; paths relative to `root`. */
export const describeCircles = (graph, found, root) =>
  found.map((component) => {
    const relative = (file) => path.relative(root, file).split(path.sep).join('/');
    const chain = chainThrough(graph, component);
    const others = component.filter((file) => !chain.includes(file));
    return `${component.length} files: ${chain.map(relative).join(' → ')}${others.length > 0 ? ` (with ${others.map(relative).join(', ')})` : ''}`;
  });
