// The size of `GET /api/board/public?limit=10` when the 10 newest public boards are large (2,000 tiles each, the
// most a board may have), and how long one such answer takes: the list answers summaries, not whole boards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signUpAndLogIn } from './lib/api-user.mjs';
import { startServer } from './lib/app-server.mjs';
import { machine } from './lib/machine.mjs';

const BOARDS = 10;
const TILES = 2_000;
const LIST_PATH = '/api/board/public?limit=10';

const bigBoard = (index) => ({
  name: `Big board ${index}`,
  description: 'Ten public boards of 2,000 tiles each',
  isPublic: true,
  locale: 'en-US',
  tiles: Array.from({ length: TILES }, (_, t) => ({
    id: `b${index}-t${t}`,
    label: `word ${t}`,
    labelKey: `tessera.board.bench.word${t}`,
    image: `/symbols/openmoji/1F34${t % 10}.svg`,
    backgroundColor: 'rgb(255, 241, 118)',
  })),
});

export const run = async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-bench-list-'));
  const server = await startServer({ DATA_DIR: dataDir });
  try {
    const { headers } = await signUpAndLogIn(server.url, dataDir, 'Lister');
    for (let index = 0; index < BOARDS; index += 1) {
      const response = await fetch(`${server.url}/api/board`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(bigBoard(index)),
      });
      if (response.status !== 201) throw new Error(`POST /api/board answered ${response.status}: ${await response.text()}`);
    }
    const times = [];
    let bytes = 0;
    for (let round = 0; round < 20; round += 1) {
      const started = performance.now();
      const body = await (await fetch(`${server.url}${LIST_PATH}`)).arrayBuffer();
      times.push(performance.now() - started);
      bytes = body.byteLength;
    }
    times.sort((a, b) => a - b);
    console.log(`machine: ${machine()}`);
    console.log(`${BOARDS} public boards of ${TILES} tiles on SQLite; GET ${LIST_PATH}, 20 requests one after another`);
    console.log('| answer (bytes) | median (ms) | max (ms) |');
    console.log('|---|---|---|');
    console.log(`| ${bytes} | ${times[10].toFixed(1)} | ${times[19].toFixed(1)} |`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
