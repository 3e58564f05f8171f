import type { Page } from 'playwright-core';

const boardOnScreen = (page: Page): Promise<string | null> => page.locator('#root [data-board-id]').first().getAttribute('data-board-id');

/** Waits until every picture on the board on screen has loaded, and answers how many there are; throws on a broken one. */
async function picturesLoaded(page: Page): Promise<number> {
  await page.waitForFunction(() => Array.from(document.querySelectorAll<HTMLImageElement>('#root [data-board-id] img')).every((img) => img.complete), null, {
    timeout: 10_000,
  });
  const broken = await page.$$eval('#root [data-board-id] img', (images) =>
    images.filter((img) => (img as HTMLImageElement).naturalWidth === 0).map((img) => img.getAttribute('src')),
  );
  if (broken.length > 0) throw new Error(`pictures that did not load on board ${await boardOnScreen(page)}: ${broken.join(', ')}`);
  return page.locator('#root [data-board-id] img').count();
}

/**
 * From the board on screen, opens every folder on it and on the boards it leads to (each board once), checking that
 * each board shows with all its pictures loaded; answers the boards seen and the pictures checked.
 */
export async function visitEveryBoard(page: Page): Promise<{ boards: Set<string>; pictures: number }> {
  const boards = new Set<string>();
  let pictures = 0;
  const visit = async (id: string): Promise<void> => {
    boards.add(id);
    pictures += await picturesLoaded(page);
    const folders = await page.locator('#root [data-board-id] [data-folder]').count();
    for (let i = 0; i < folders; i++) {
      await page.locator('#root [data-board-id] [data-folder]').nth(i).click();
      await page.waitForFunction((from) => document.querySelector('#root [data-board-id]')?.getAttribute('data-board-id') !== from, id);
      const next = (await boardOnScreen(page)) ?? '';
      if (!boards.has(next)) await visit(next);
      await page.getByRole('button', { name: 'Go back' }).click();
      await page.waitForFunction((back) => document.querySelector('#root [data-board-id]')?.getAttribute('data-board-id') === back, id);
    }
  };
  await visit((await boardOnScreen(page)) ?? '');
  return { boards, pictures };
}

/**
 * Fetches, from the page, every picture of the precached picture pack (the built-in boards' pictures, which the
 * service worker answers from it), and answers those that did not come back as a picture.
 */
export const missingPackPictures = (page: Page): Promise<{ checked: number; missing: string[] }> =>
  page.evaluate(async () => {
    let packUrl: string | undefined;
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys())
        if (/\/symbols\/pictures-[0-9a-f]+\.json/.test(request.url)) packUrl = new URL(request.url).pathname;
    }
    if (!packUrl) return { checked: 0, missing: ['no picture pack in the caches'] };
    const paths = Object.keys((await (await fetch(packUrl)).json()) as Record<string, string>);
    const answers = await Promise.all(paths.map(async (path) => ((await fetch(path)).headers.get('content-type')?.startsWith('image/svg+xml') ? null : path)));
    return { checked: paths.length, missing: answers.filter((path): path is string => path !== null) };
  });
