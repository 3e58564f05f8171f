// A device of an account in headless Chromium, and the account's boards on the server, for the sync benchmarks.
/* global indexedDB -- functions handed to page.evaluate run in the browser */
import { benchBoard } from './seed-boards.mjs';

/** How many boards; BENCH_BOARDS makes a smaller run (to look into a failure quickly). */
export const BOARDS = Number(process.env.BENCH_BOARDS ?? 1_000);
const IN_FLIGHT = 8;

/** A board as a device keeps it before its first sync: a local id (10 characters) and no owner. */
export const localBoard = (i) => {
  const { email: _email, author: _author, ...board } = benchBoard(i);
  return { ...board, id: `b${String(i).padStart(9, '0')}`, isPublic: false };
};

/** Runs `task(i)` for i in 0…count-1, IN_FLIGHT at a time. */
export const eachInFlight = async (count, task) => {
  let next = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < count) await task(next++);
    }),
  );
};

/** The account's 1,000 boards, created on the server as a device creates them (local ids, POST /board). */
export const seedServer = (url, account) =>
  eachInFlight(BOARDS, async (i) => {
    const response = await fetch(`${url}/api/board`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...account.headers },
      body: JSON.stringify(localBoard(i)),
    });
    if (response.status !== 201) throw new Error(`POST /api/board answered ${response.status}`);
    await response.arrayBuffer();
  });

export const serverTotal = async (url, account) => {
  const response = await fetch(`${url}/api/board/byemail/${encodeURIComponent(account.email)}?limit=1`, { headers: account.headers });
  return (await response.json()).total;
};

/** A browser context signed in as the account, as a returning user (the app keeps the user in localStorage). */
export const signedInPage = async (browser, url, account) => {
  const context = await browser.newContext({ baseURL: url, viewport: { width: 1366, height: 768 } });
  const { id, name, email, authToken } = account.user;
  await context.addInitScript((stored) => {
    localStorage.setItem('tessera.welcomeSeen', 'true');
    localStorage.setItem('tessera.user', stored);
  }, JSON.stringify({ id, name, email, authToken }));
  return { context, page: await context.newPage() };
};

/** Counts of the account database's boards and outbox, read with plain IndexedDB. */
export const counts = (page, dbName) =>
  page.evaluate(
    (name) =>
      new Promise((resolve) => {
        const request = indexedDB.open(name);
        request.onerror = () => resolve({ boards: 0, outbox: -1, local: -1 });
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('outbox')) {
            db.close();
            resolve({ boards: 0, outbox: -1, local: -1 });
            return;
          }
          const tx = db.transaction(['boards', 'outbox'], 'readonly');
          const result = { boards: 0, outbox: 0, local: 0 };
          tx.objectStore('outbox').count().onsuccess = (e) => (result.outbox = e.target.result);
          tx.objectStore('boards').getAllKeys().onsuccess = (e) => {
            result.boards = e.target.result.length;
            result.local = e.target.result.filter((key) => String(key).length < 14).length;
          };
          tx.oncomplete = () => {
            db.close();
            resolve(result);
          };
        };
      }),
    dbName,
  );

export const waitFor = async (check, what, timeoutMs = 120_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
};
