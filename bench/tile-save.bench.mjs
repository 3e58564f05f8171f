// Saving a tile edit: from the press on the tile editor's Save to the board showing the change (the tile with its
// new label in the tile area, and the frame that paints it), in headless Chromium against the production build
// served by `npm start`. Target (issue 4): the saved edit is visible within one frame.
/* global MutationObserver, addEventListener, document, requestAnimationFrame, window -- functions handed to page.evaluate run in the browser */
import { inChromiumAgainstApp } from './lib/app-in-chromium.mjs';
import { returningGuestContext, throttleCpu } from './lib/chromium.mjs';
import { press, tile } from './lib/board-page.mjs';
import { row, summary } from './lib/stats.mjs';

const SAVES = 25;
// A person looks at the board before the next edit; the pause also lets the saving to the device finish.
const BETWEEN_MS = 400;

const toolbar = (page) => page.getByRole('region', { name: 'Edit board' });

/** Records when each click's input happened (event.timeStamp), before the app sees it. */
const recordClicks = (context) =>
  context.addInitScript(() => {
    window.__benchClicks = [];
    addEventListener('click', (event) => window.__benchClicks.push(event.timeStamp), { capture: true });
  });

/**
 * Arms an observer for a tile named `label` in the tile area and a count of the frames that start after the press,
 * presses Save, and returns the times from the click to the tile in the DOM and to the frame that paints it, and
 * how many frames began before the tile was there (0: the first frame after the press shows it).
 */
const saveAndTime = async (page, dialog, label) => {
  await page.evaluate((wanted) => {
    window.__benchClicks.length = 0;
    window.__benchSaved = new Promise((resolve) => {
      let frames = 0;
      const countFrames = () => {
        if (window.__benchClicks.length > 0) frames += 1;
        if (!found) requestAnimationFrame(countFrames);
      };
      let found = false;
      requestAnimationFrame(countFrames);
      const shown = () => [...document.querySelectorAll('main [data-tile-id]')].some((button) => button.getAttribute('aria-label') === wanted);
      const observer = new MutationObserver(() => {
        if (!shown()) return;
        found = true;
        observer.disconnect();
        const dom = performance.now();
        const framesBefore = frames;
        requestAnimationFrame(() => {
          // Whether the editor still covers the board in that frame (a dialog shown with any opacity).
          const covered = [...document.querySelectorAll('[role="dialog"]')].some((dialog) =>
            dialog.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
          );
          resolve({ click: window.__benchClicks.at(-1), dom, frame: performance.now(), framesBefore, covered });
        });
      });
      observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
    });
  }, label);
  await press(page, dialog.getByRole('button', { name: 'Save' }));
  const t = await page.evaluate(() => window.__benchSaved);
  return { toDom: t.dom - t.click, toFrame: t.frame - t.click, framesBefore: t.framesBefore, covered: t.covered };
};

/** Adds a tile with a new label through the Create tile dialog. */
const create = async (page, i) => {
  await toolbar(page).getByRole('button', { name: 'Add Tile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create tile' });
  await dialog.getByRole('textbox', { name: 'Label' }).fill(`new word ${i}`);
  return saveAndTime(page, dialog, `new word ${i}`);
};

/** Relabels the tile `from` through Edit selected. */
const relabel = async (page, from, to) => {
  // Select mode (the Edit toggle) is on for picking the tile; adding a tile turns it off.
  const edit = toolbar(page).getByRole('button', { name: 'Edit', exact: true });
  if ((await edit.getAttribute('aria-pressed')) !== 'true') await edit.click();
  // The tile edited last stays selected.
  if ((await tile(page, from).getAttribute('aria-pressed')) !== 'true') await tile(page, from).click();
  await toolbar(page).getByRole('button', { name: 'Edit selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Tile' });
  await dialog.getByRole('textbox', { name: 'Label' }).fill(to);
  return saveAndTime(page, dialog, to);
};

const measure = async (context, rate) => {
  const page = await context.newPage();
  await throttleCpu(page, rate);
  await page.goto('/');
  await tile(page, 'food').waitFor();
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Unlock' }).click();
  const created = [];
  const relabelled = [];
  for (let i = 0; i < SAVES; i++) {
    created.push(await create(page, `${rate}x ${i}`));
    await page.waitForTimeout(BETWEEN_MS);
  }
  let label = `new word ${rate}x 0`;
  for (let i = 0; i < SAVES; i++) {
    const next = `renamed ${rate}x ${i}`;
    relabelled.push(await relabel(page, label, next));
    label = next;
    await page.waitForTimeout(BETWEEN_MS);
  }
  await page.close();
  return { created, relabelled };
};

export const run = async () => {
  const all = [];
  await inChromiumAgainstApp(async (app, browser) => {
    const context = await returningGuestContext(browser, app.url, { serviceWorkers: 'block' });
    await recordClicks(context);
    for (const rate of [1, 4]) all.push({ rate, ...(await measure(context, rate)) });
    await context.close();
  });
  console.log(
    row([
      'CPU',
      'saves',
      'what',
      'click → tile in the DOM p50 / p95 (ms)',
      'click → painted (rAF) p50 / p95 / max (ms)',
      'shown in the first frame after the press',
      'editor gone in that frame',
    ]),
  );
  console.log(row(['---', '---', '---', '---', '---', '---', '---']));
  for (const { rate, created, relabelled } of all) {
    for (const [what, saves] of [
      ['Create tile: Save adds the tile', created],
      ['Edit Tile: Save shows the new label', relabelled],
    ]) {
      const dom = summary(saves.map((s) => s.toDom));
      const frame = summary(saves.map((s) => s.toFrame));
      const first = saves.filter((s) => s.framesBefore === 0).length;
      const uncovered = saves.filter((s) => !s.covered).length;
      console.log(
        row([
          `${rate}x`,
          saves.length,
          what,
          `${dom.p50} / ${dom.p95}`,
          `${frame.p50} / ${frame.p95} / ${frame.max}`,
          `${first}/${saves.length}`,
          `${uncovered}/${saves.length}`,
        ]),
      );
    }
  }
};
