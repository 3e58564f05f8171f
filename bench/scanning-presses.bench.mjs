// Switch presses to reach each tile of the core board (11 x 6), linear against row-column scanning, counted by
// driving core's own scanner (packages/core/src/scanning) the way a person does: manual scanning (two switches:
// Space to move, Enter to select) and automatic scanning (one switch: wait for the highlight, then press).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const load = async (file) => (await runnerImport(path.join(repo, file), { root: repo, configFile: false })).module;

/** The core board's tiles where the fixed grid puts them. */
const tilesOf = (board) =>
  board.grid.order.flatMap((row, r) =>
    row.flatMap((id, c) => (id && board.tiles.some((tile) => tile.id === id && !tile.hidden) ? [{ id, row: r, column: c }] : [])),
  );

/** Drives the scanner to `target`: Space until it (or its row) is highlighted, Enter on it. */
function manualPresses(scanner, tree, target) {
  const options = { strategy: 'manual', delay: 2000 };
  let state = scanner.startScan(0);
  for (let presses = 1; presses < 1000; presses += 1) {
    const current = scanner.highlighted(tree, state);
    const onTarget = current.id === target || (current.kind === 'group' && current.node.children.some((child) => child.id === target));
    const result = scanner.scanInput(tree, state, { type: 'key', key: onTarget ? 'Enter' : ' ', at: presses }, options);
    if (result.selected === target) return presses;
    state = result.state;
  }
  throw new Error(`never reached ${target}`);
}

/** One switch: the highlight moves every delay; a press when it is on the target or its row. Presses and steps waited. */
function automaticPresses(scanner, tree, target) {
  const delay = 1000;
  const options = { strategy: 'automatic', delay };
  let state = scanner.startScan(0);
  let presses = 0;
  let at = 0;
  while (at < 1_000_000) {
    const current = scanner.highlighted(tree, state);
    const onTarget = current.id === target || (current.kind === 'group' && current.node.children.some((child) => child.id === target));
    if (onTarget) {
      // A press at once: the row just stepped into shows its first tile straight away.
      presses += 1;
      const result = scanner.scanInput(tree, state, { type: 'key', key: 'x', at }, options);
      if (result.selected === target) return { presses, steps: at / delay };
      state = result.state;
      continue;
    }
    at += delay;
    state = scanner.scanInput(tree, state, { type: 'tick', at }, options).state;
  }
  throw new Error(`never reached ${target}`);
}

const summary = (values) => ({ mean: values.reduce((a, b) => a + b, 0) / values.length, worst: Math.max(...values) });
const fmt = ({ mean, worst }) => `${mean.toFixed(1)} / ${worst}`;

export async function run() {
  const scanner = await load('packages/core/src/index.ts');
  const { coreBoard } = await load('packages/content/src/index.ts');
  const tiles = tilesOf(coreBoard);
  const controls = [['speak', 'backspace', 'clear'], ['go-back'], ['lock']];
  console.log(
    `Core board: ${coreBoard.grid.columns} columns x ${coreBoard.grid.rows} rows, ${tiles.length} tiles; the output bar's buttons, Go back and the lock are scanned after the tiles.\n`,
  );
  console.log(
    '| scanning | manual: presses (Space + Enter), mean / worst | automatic: presses, mean / worst | automatic: highlight steps waited, mean / worst | automatic at the default 2 s delay: seconds, mean / worst |',
  );
  console.log('|---|---|---|---|---|');
  for (const mode of ['linear', 'row-column']) {
    const tree = scanner.buildScanTree(tiles, controls, mode);
    const manual = summary(tiles.map((tile) => manualPresses(scanner, tree, tile.id)));
    const automatic = tiles.map((tile) => automaticPresses(scanner, tree, tile.id));
    const presses = summary(automatic.map((a) => a.presses));
    const steps = summary(automatic.map((a) => a.steps));
    console.log(`| ${mode} | ${fmt(manual)} | ${fmt(presses)} | ${fmt(steps)} | ${(steps.mean * 2).toFixed(1)} / ${steps.worst * 2} |`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
