// The app's own sync of 1,000 boards in headless Chromium against `npm start` (target: under 5 s on the local
// server): a new device of an account with 1,000 boards pulls them all into its database, and a device holding
// 1,000 boards made offline (local ids) creates them all on the server and takes the server ids.
/* global indexedDB -- functions handed to page.evaluate run in the browser */
import { signUpAndLogIn } from './lib/api-user.mjs';
import { chromiumVersion, launchChromium } from './lib/chromium.mjs';
import { machine } from './lib/machine.mjs';
import { BOARDS, counts, localBoard, seedServer, serverTotal, signedInPage, waitFor } from './lib/account-device.mjs';
import { startWebApp } from './lib/web-app.mjs';

/** Answers 429 (a write limit reached) the app was given, all runs together: each must be waited out and resent, nothing lost. */
let tooMany = 0;
const countRefusals = (context) => context.on('response', (response) => void (response.status() === 429 && (tooMany += 1)));

/** A new device of an account with 1,000 boards: from opening the app to all of them saved on the device. */
const pullAll = async (browser, app) => {
  const account = await signUpAndLogIn(app.url, app.dataDir, 'Puller');
  await seedServer(app.url, account);
  const { context, page } = await signedInPage(browser, app.url, account);
  countRefusals(context);
  const dbName = `tessera-user-${account.user.id}`;
  const started = Date.now();
  await page.goto('/');
  await waitFor(async () => (await counts(page, dbName)).boards === BOARDS, 'the pull');
  const ms = Date.now() - started;
  await context.close();
  return ms;
};

/** A device with 1,000 boards made offline: from opening the app to all of them on the server, with server ids. */
const pushAll = async (browser, app) => {
  const account = await signUpAndLogIn(app.url, app.dataDir, 'Pusher');
  const { context, page } = await signedInPage(browser, app.url, account);
  countRefusals(context);
  const dbName = `tessera-user-${account.user.id}`;
  await page.goto('/');
  await waitFor(async () => (await counts(page, dbName)).outbox === 0, 'the first sync');
  // The boards are written where the app keeps them, then the app is opened again and finds them waiting.
  await page.evaluate(
    ({ name, boards }) =>
      new Promise((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => {
          const tx = request.result.transaction('boards', 'readwrite');
          for (const board of boards) tx.objectStore('boards').put(board);
          tx.oncomplete = () => {
            request.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { name: dbName, boards: Array.from({ length: BOARDS }, (_, i) => localBoard(i)) },
  );
  const started = Date.now();
  await page.reload();
  await waitFor(async () => {
    const now = await counts(page, dbName);
    return now.outbox === 0 && now.local === 0 && now.boards >= BOARDS;
  }, 'the push');
  const ms = Date.now() - started;
  const total = await serverTotal(app.url, account);
  await context.close();
  if (total !== BOARDS) throw new Error(`the server holds ${total} boards, not ${BOARDS}`);
  return ms;
};

export const run = async () => {
  const app = await startWebApp();
  const browser = await launchChromium();
  try {
    const pulls = [];
    const pushes = [];
    for (let i = 0; i < 3; i++) {
      pulls.push(await pullAll(browser, app));
      pushes.push(await pushAll(browser, app));
    }
    const median = (values) => [...values].sort((a, b) => a - b)[1];
    console.log(`machine: ${machine()}, ${chromiumVersion(browser)}`);
    console.log(`${BOARDS} boards of 20 tiles; the app's sync (apps/web/src/sync) against npm start on SQLite; 3 runs, median`);
    console.log('| case | runs (s) | median (s) |');
    console.log('|---|---|---|');
    const row = (name, values) => console.log(`| ${name} | ${values.map((v) => (v / 1000).toFixed(2)).join(', ')} | ${(median(values) / 1000).toFixed(2)} |`);
    row('new device pulls 1,000 boards (open app → all saved on the device)', pulls);
    row('device sends 1,000 offline boards (open app → all on the server with server ids)', pushes);
    console.log(`answers 429 (write limits, default settings) the app was given in all runs: ${tooMany}`);
  } finally {
    await browser.close();
    await app.stop();
  }
};
