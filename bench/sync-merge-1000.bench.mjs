// The cost of merging: a device and another device of the same account each changed all 1,000 of the account's
// boards while the first was away. The device comes back: every board arrives in a newer version, is merged three-way
// with the device's unsent edit (core's mergeBoard), and goes back to the server. Measured from opening the app to
// every board on the server holding both edits. Beside it, core's mergeBoard alone on the same 1,000 pairs in Node.
/* global indexedDB -- functions handed to page.evaluate run in the browser */
import { build } from 'esbuild';
import path from 'node:path';
import { signUpAndLogIn } from './lib/api-user.mjs';
import { repoRoot } from './lib/app-server.mjs';
import { BOARDS, counts, eachInFlight, seedServer, signedInPage, waitFor } from './lib/account-device.mjs';
import { chromiumVersion, launchChromium } from './lib/chromium.mjs';
import { machine } from './lib/machine.mjs';
import { startWebApp } from './lib/web-app.mjs';

const RUNS = 3;

/** Core, bundled for Node: the merge rules exactly as the app runs them. */
const loadCore = async () => {
  const bundle = await build({
    entryPoints: [path.join(repoRoot, 'packages/core/src/index.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
  });
  return import(`data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0].text).toString('base64')}`);
};

const allBoards = async (url, account) => {
  const boards = [];
  for (let page = 1; boards.length < BOARDS; page += 1) {
    const response = await fetch(`${url}/api/board/byemail/${encodeURIComponent(account.email)}?limit=100&page=${page}`, { headers: account.headers });
    const list = await response.json();
    boards.push(...list.data);
    if (list.data.length === 0) break;
  }
  return boards;
};

const withTile = (board, id) => ({ ...board, tiles: [...board.tiles, { id, label: id, type: 'button' }], lastEdited: new Date().toISOString() });

/** The other device: a word added to every board, each written on its version. */
const editAllOnServer = (url, account, boards) =>
  eachInFlight(boards.length, async (i) => {
    const board = boards[i];
    const response = await fetch(`${url}/api/board/${board.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...account.headers },
      body: JSON.stringify(withTile(board, `remote-${i}`)),
    });
    if (response.status !== 200) throw new Error(`PUT answered ${response.status}`);
    await response.arrayBuffer();
  });

/** This device's unsent edits, where the app keeps them: each board with a word of its own, and its outbox entry. */
const editAllOnDevice = (page, dbName, boards) =>
  page.evaluate(
    ({ name, edited }) =>
      new Promise((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => {
          const tx = request.result.transaction(['boards', 'outbox'], 'readwrite');
          for (const board of edited) {
            tx.objectStore('boards').put(board);
            tx.objectStore('outbox').add({ key: `board:${board.id}`, kind: 'board', recordId: board.id, rev: 0, attempts: 0, notBefore: 0 });
          }
          tx.oncomplete = () => {
            request.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { name: dbName, edited: boards.map((board, i) => ({ ...withTile(board, `local-${i}`), schemaVersion: 1 })) },
  );

const bothEdits = (boards) =>
  boards.every((board) => board.tiles.some((t) => t.id.startsWith('local-')) && board.tiles.some((t) => t.id.startsWith('remote-')));

const mergeAfterAbsence = async (browser, app) => {
  const account = await signUpAndLogIn(app.url, app.dataDir, 'Merger');
  await seedServer(app.url, account);
  const dbName = `tessera-user-${account.user.id}`;
  const { context, page } = await signedInPage(browser, app.url, account);
  await page.goto('/');
  await waitFor(async () => {
    const now = await counts(page, dbName);
    return now.boards === BOARDS && now.outbox === 0;
  }, 'the first pull');
  const agreed = await allBoards(app.url, account);
  // The app is closed on this device (a page of the same site, without the app, still reaches its database).
  await page.goto('/api/health');
  await editAllOnDevice(page, dbName, agreed);
  await editAllOnServer(app.url, account, agreed);

  const started = Date.now();
  await page.goto('/');
  page.on('console', (message) => process.env.BENCH_DEBUG && console.log('page:', message.text()));
  await waitFor(
    async () => {
      const now = await counts(page, dbName);
      if (process.env.BENCH_DEBUG)
        console.log(
          JSON.stringify(now),
          (await allBoards(app.url, account))
            .map((b) =>
              b.tiles
                .map((t) => t.id)
                .filter((id) => /^(local|remote)-/.test(id))
                .join('+'),
            )
            .join(' '),
        );
      return now.outbox === 0 && bothEdits(await allBoards(app.url, account));
    },
    'the merge',
    300_000,
  );
  const ms = Date.now() - started;
  await context.close();
  return { ms, boards: agreed };
};

/** core's mergeBoard alone: base, this device's edit and the other device's, for each of the 1,000 boards. */
const mergeInNode = (core, boards) => {
  const pairs = boards.map((base, i) => [base, withTile(base, `local-${i}`), { ...withTile(base, `remote-${i}`), version: (base.version ?? 1) + 1 }]);
  const started = process.hrtime.bigint();
  let merged = 0;
  for (const [base, local, remote] of pairs) if (core.mergeBoard(base, local, remote).changed) merged += 1;
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (merged !== boards.length) throw new Error(`only ${merged} merges changed the board`);
  return ms;
};

export const run = async () => {
  const core = await loadCore();
  const app = await startWebApp();
  const browser = await launchChromium();
  try {
    const runs = [];
    const node = [];
    for (let i = 0; i < RUNS; i++) {
      const { ms, boards } = await mergeAfterAbsence(browser, app);
      runs.push(ms);
      for (let j = 0; j < 5; j++) node.push(mergeInNode(core, boards));
    }
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    console.log(`machine: ${machine()}, ${chromiumVersion(browser)}`);
    console.log(`${BOARDS} boards of 20 tiles, each changed on both devices; npm start on SQLite; ${RUNS} runs, median`);
    console.log('| case | runs | median |');
    console.log('|---|---|---|');
    console.log(
      `| device back after both changed all 1,000 boards (open app → every board merged and on the server) | ${runs.map((v) => (v / 1000).toFixed(2)).join(', ')} s | ${(median(runs) / 1000).toFixed(2)} s |`,
    );
    console.log(`| core's mergeBoard on the 1,000 pairs, in Node | ${node.map((v) => v.toFixed(0)).join(', ')} ms | ${median(node).toFixed(0)} ms |`);
  } finally {
    await browser.close();
    await app.stop();
  }
};
