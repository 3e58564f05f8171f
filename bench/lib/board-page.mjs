// Driving the board screen from a benchmark with real pointer input, and reading the app's performance marks.
/* global MutationObserver, addEventListener, document, window -- functions handed to page.evaluate run in the browser */

/**
 * Records every pointerdown before the app sees it: its timestamp (event.timeStamp, when the input was created)
 * and the moment the page starts dispatching it (the gap is the browser's input delivery, not the app's code).
 */
export const recordPointerDowns = (context) =>
  context.addInitScript(() => {
    window.__benchDowns = [];
    addEventListener('pointerdown', (event) => window.__benchDowns.push({ stamp: event.timeStamp, seen: performance.now() }), { capture: true });
  });

export const tile = (page, label) => page.getByRole('main', { name: 'Tiles' }).getByRole('button', { name: label, exact: true });

export const activeBoardId = (page) => page.locator('[data-board-id]').first().getAttribute('data-board-id');

/** The labels of the board on screen, in order. */
export const tileLabels = (page) =>
  page.locator('[data-board-id] [data-tile-id]').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));

// A hand reaches the target before it presses: the pointer arrives, then the press comes a moment later. Without
// the pause the browser handles the move (hover styles, pointermove) in the same breath as the press.
export const POINTER_SETTLE_MS = 100;

/** Presses the middle of an element with the mouse, as a person would (move there, then pointerdown, pointerup, click). */
export const press = async (page, locator) => {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element to press is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(POINTER_SETTLE_MS);
  await page.mouse.down();
  await page.mouse.up();
};

/**
 * Taps a tile and waits until either its speech started playing or another board opened (a folder). The page
 * is watched by observers, not polled, so the measuring adds no work to the main thread between taps.
 * Returns the times from the pointerdown to the speech request reaching the engine and to the first audio sample.
 */
export const tapAndTime = async (page, label, { timeout = 20_000 } = {}) => {
  const board = await activeBoardId(page);
  await page.evaluate((from) => {
    performance.clearMarks('speech-request');
    performance.clearMarks('speech-audio-start');
    window.__benchDowns.length = 0;
    window.__benchWait = new Promise((resolve) => {
      const check = () => {
        const audio = performance.getEntriesByName('speech-audio-start')[0];
        const now = document.querySelector('[data-board-id]')?.getAttribute('data-board-id');
        if (!audio && now === from) return;
        marks.disconnect();
        boards.disconnect();
        const request = performance.getEntriesByName('speech-request')[0];
        resolve({ down: window.__benchDowns[0], request: request?.startTime, audio: audio?.startTime, board: now });
      };
      const marks = new PerformanceObserver(check);
      marks.observe({ type: 'mark' });
      const boards = new MutationObserver(check);
      boards.observe(document.querySelector('[data-scroll-area]'), { childList: true });
    });
  }, board);
  await press(page, tile(page, label));
  const {
    down,
    request,
    audio,
    board: now,
  } = await page.evaluate(
    (ms) => Promise.race([window.__benchWait, new Promise((_, reject) => setTimeout(() => reject(new Error('no speech and no new board')), ms))]),
    timeout,
  );
  if (now !== board) return { kind: 'folder', board: now };
  return { kind: 'word', toRequest: request - down.stamp, toAudio: audio - down.stamp, dispatchToRequest: request - down.seen };
};
