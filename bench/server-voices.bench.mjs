// Server voices (issue 29): the server's synthesis time per engine, over loopback HTTP (cache miss and hit), and in
// headless Chromium the tap on a tile → the first byte of the server's audio and its first sound, with the server's
// eSpeak NG chosen on the Speech screen: a word never said (server miss), said before by another device (server
// cache hit), and said before on this device (the browser's HTTP cache).
/* global window -- functions handed to page.evaluate run in the browser */
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signedInPage } from './lib/account-device.mjs';
import { signUpAndLogIn } from './lib/api-user.mjs';
import { startServer } from './lib/app-server.mjs';
import { inChromiumAgainstApp } from './lib/app-in-chromium.mjs';
import { press, recordPointerDowns, tapAndTime, tile, tileLabels } from './lib/board-page.mjs';
import { row, summary } from './lib/stats.mjs';

// Words of the classic English boards: what a person taps, one utterance each.
const WORDS = (
  'hello thank you yes no please more stop help bathroom hungry thirsty tired happy sad angry water milk juice apple banana ' +
  'bread cookie play outside music book drawing friend mum dad teacher home school'
).split(' ');
const ROUNDS = 3;
/** An OpenAI-compatible stand-in answering at once: what our side of the API engine costs, not a provider's synthesis. */
const STAND_IN_AUDIO = Buffer.alloc(24_000, 0x55);

const figures = (values) => {
  const s = summary(values);
  return `${s.p50} / ${s.p95} / ${s.max}`;
};

async function startSpeechStandIn() {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'audio/mpeg' });
      response.end(STAND_IN_AUDIO);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/v1`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** One POST /api/speech: time to the answer's headers (first byte), to its last byte, and the server's own synthesis time. */
async function say(url, headers, text, voiceURI) {
  const started = performance.now();
  const response = await fetch(`${url}/api/speech`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ text, voiceURI }),
  });
  const firstByte = performance.now() - started;
  const bytes = (await response.arrayBuffer()).byteLength;
  if (!response.ok) throw new Error(`POST /api/speech answered ${response.status}`);
  const timing = /desc="([^"]+)";dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
  return { firstByte, total: performance.now() - started, bytes, source: timing?.[1], synthMs: Number(timing?.[2]) };
}

async function serverFigures() {
  const standIn = await startSpeechStandIn();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-bench-voices-'));
  const server = await startServer({ DATA_DIR: dataDir, SPEECH_API_URL: standIn.url, SPEECH_MODEL: 'stand-in', SPEECH_VOICES: 'en-US=alloy' });
  const rows = [];
  try {
    const first = await say(server.url, (await signUpAndLogIn(server.url, dataDir, 'First')).headers, 'Good morning', 'cloud:espeak:en-US'); // loads eSpeak NG
    rows.push(['espeak', 'first utterance (engine loading: 24 MB of voice data)', 1, figures([first.synthMs]), figures([first.firstByte]), first.bytes]);
    for (const [engine, voiceURI] of [
      ['espeak', 'cloud:espeak:en-US'],
      ['api (loopback stand-in answering at once)', 'cloud:api:en-US:alloy'],
    ]) {
      // A user per engine: 120 utterances a minute each.
      const { headers } = await signUpAndLogIn(server.url, dataDir, engine.split(' ')[0]);
      for (const round of ['miss', 'hit']) {
        const said = [];
        for (const word of WORDS) said.push(await say(server.url, headers, word, voiceURI));
        if (said.some((one) => (round === 'hit') !== (one.source === 'hit'))) throw new Error(`${engine} ${round}: a ${round === 'hit' ? 'miss' : 'hit'} came`);
        const meanBytes = Math.round(said.reduce((sum, one) => sum + one.bytes, 0) / said.length);
        rows.push([engine, `cache ${round}`, said.length, figures(said.map((one) => one.synthMs)), figures(said.map((one) => one.firstByte)), meanBytes]);
      }
    }
  } finally {
    await server.stop();
    await standIn.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    row(['engine', 'what', 'utterances', 'server synthesis (Server-Timing) p50 / p95 / max (ms)', 'request → first byte p50 / p95 / max (ms)', 'bytes (mean)']),
  );
  console.log(row(['---', '---', '---', '---', '---', '---']));
  for (const cells of rows) console.log(row(cells));
}

/** A signed-in page with the server's eSpeak NG voice chosen on the Speech screen, on the quick chat board. */
async function pageWithServerVoice(browser, app, account) {
  const { context, page } = await signedInPage(browser, app.url, account);
  await recordPointerDowns(context);
  await page.goto('/?speechLog');
  await page.goto('/settings/speech');
  await page.getByRole('combobox', { name: 'Voice' }).click();
  await page.getByRole('option', { name: /^eSpeak NG \(server\) — English \(United States\)/ }).click();
  await page.waitForFunction(() => window.__tesseraSpeechLog?.some((entry) => entry.engine === 'cloud' && entry.outcome === 'ended'), null, {
    timeout: 60_000,
  });
  await page.goto('/');
  await press(page, tile(page, 'quick chat'));
  await tile(page, 'hello').waitFor();
  return { context, page };
}

/** Taps each word of the board once: pointerdown → the server audio's first byte (resource timing) and → its first sound. */
async function tapWords(page, labels) {
  const taps = [];
  for (const label of labels) {
    const outcome = await tapAndTime(page, label, { timeout: 30_000 });
    if (outcome.kind !== 'word') throw new Error(`${label} opened a board`);
    const firstByte = await page.evaluate((text) => {
      const down = window.__benchDowns[0].stamp;
      const entry = performance
        .getEntriesByType('resource')
        .filter((one) => one.name.includes('/api/speech?') && new URL(one.name).searchParams.get('text') === text)
        .at(-1);
      return entry ? entry.responseStart - down : NaN;
    }, label);
    const engine = await page.evaluate(() => window.__tesseraSpeechLog.at(-1)?.engine);
    if (engine !== 'cloud') throw new Error(`${label} was said by ${engine}`);
    taps.push({ ...outcome, firstByte });
    await page.waitForFunction(() => window.__tesseraSpeechLog.at(-1)?.outcome !== undefined, null, { timeout: 30_000 });
  }
  return taps;
}

async function browserFigures() {
  const results = [];
  await inChromiumAgainstApp(async (app, browser) => {
    for (let round = 0; round < ROUNDS; round++) {
      const account = await signUpAndLogIn(app.url, app.dataDir, `Tapper${round}`);
      const device = await pageWithServerVoice(browser, app, account);
      const labels = (await tileLabels(device.page)).slice(0, 8);
      // Each round is a new device (an empty browser cache): the first round's words are new to the server, later
      // rounds find them in its cache; the same words tapped again on one device come from the browser's cache.
      results.push({
        what: round === 0 ? 'server cache miss (never said)' : 'server cache hit (said on another device)',
        taps: await tapWords(device.page, labels),
      });
      results.push({ what: 'browser cache hit (said on this device before)', taps: await tapWords(device.page, labels) });
      await device.context.close();
    }
  });
  const merged = new Map();
  for (const { what, taps } of results) merged.set(what, [...(merged.get(what) ?? []), ...taps]);
  console.log(
    row(['what', 'taps', 'pointerdown → first audio byte p50 / p95 / max (ms)', 'pointerdown → first sound (audio element playing) p50 / p95 / max (ms)']),
  );
  console.log(row(['---', '---', '---', '---']));
  for (const [what, taps] of merged)
    console.log(row([what, taps.length, figures(taps.map((tap) => tap.firstByte).filter(Number.isFinite)), figures(taps.map((tap) => tap.toAudio))]));
}

export const run = async () => {
  await serverFigures();
  await browserFigures();
};

if (import.meta.url === `file://${process.argv[1]}`) await run();
