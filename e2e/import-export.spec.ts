import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apiUser, boardsOnServer, logIn } from './support/account';
import { repoRoot } from './support/app-process';
import { boardTitle, startAsGuest, tile, tileArea } from './support/board';
import { DESKTOP, newContext, PHONE } from './support/browser';
import { toggleEdit, toolbar, unlock } from './support/editing';
import { ownAppAndBrowser } from './support/own-app';
import { boardIdInUrl, SERVER_ID } from './support/sync';
import { twoColourPng } from './support/test-picture';

// Spec 02 §2 (Export and Import screens), §5 (import rules), §8 (import messages), §9 (file names): a guest's only
// backup is an export; what it exports comes back whole; files from other AAC tools import; a bad file is refused.
const own = ownAppAndBrowser();

const FIXTURES = path.resolve(repoRoot, '../shared/fixtures');
const notice = (page: Page, text: string): Locator => page.locator('.MuiSnackbar-root').getByText(text);
const importStatus = (page: Page): Locator => page.getByRole('status');

async function importFile(page: Page, file: string): Promise<void> {
  await page.goto('/settings/import');
  await page.getByRole('heading', { name: 'Import' }).waitFor();
  await page.locator('input[type=file]').setInputFiles(file);
}

async function openCommunicator(page: Page): Promise<Locator> {
  await page.getByRole('region', { name: 'Communicator' }).getByRole('button', { name: 'Manage boards' }).click();
  const dialog = page.getByRole('dialog', { name: 'Communicator' });
  await dialog.waitFor();
  return dialog;
}

test(
  'a guest exports all boards as OBZ and imports the file back: the copies join the communicator and open, folders and all',
  { timeout: 180_000 },
  async () => {
    const { app, browser } = own;
    const context = await newContext(browser, app.url, DESKTOP);
    try {
      const page = await context.newPage();
      await startAsGuest(page, '/');
      await page.goto('/settings/export');
      const all = page.getByRole('region', { name: 'Export all boards' });
      await all.getByRole('radio', { name: 'OpenBoard (OBF/OBZ)' }).check();
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 120_000 }),
        all.getByRole('button', { name: 'Export all boards' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d_boards\.obz$/);
      await notice(page, 'Your board(s) was downloaded').waitFor();
      const saved = path.join(await mkdtemp(path.join(tmpdir(), 'tessera-export-')), download.suggestedFilename());
      await download.saveAs(saved);

      // One board must be chosen before one is exported.
      const single = page.getByRole('region', { name: 'Export a single board' });
      await single.getByRole('button', { name: 'Export board' }).click();
      await single.getByText('Choose a board first').waitFor();

      await importFile(page, saved);
      const success = await importStatus(page)
        .getByText(/^Success!! \d+ boards were imported successfully\.$/)
        .textContent({ timeout: 60_000 });
      expect(Number(/\d+/.exec(success ?? '')?.[0])).toBeGreaterThan(10);

      await page.goto('/');
      await boardTitle(page, 'Home').waitFor();
      await unlock(page);
      const dialog = await openCommunicator(page);
      const homes = dialog.getByRole('heading', { level: 3, name: 'Home', exact: true }).getByRole('link');
      await expect.poll(() => homes.count(), { timeout: 15_000 }).toBe(2);
      const hrefs = await homes.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      const copy = hrefs.find((href) => href !== '/board/root' && href !== '/');
      expect(copy).toMatch(/^\/board\/[\w-]{10}$/);
      await page.goto(copy as string);
      await boardTitle(page, 'Home').waitFor();
      // Built-in labels read as the catalogue has them (or their key's words): the case is not the point here.
      await tileArea(page)
        .getByRole('button', { name: /^emotions$/i })
        .click();
      await page.getByRole('heading', { level: 1, name: /^emotions$/i }).waitFor();
      // The folder opens the imported copy of Emotions, not the built-in board.
      expect(boardIdInUrl(page)).toMatch(/^[\w-]{10}$/);
      expect(boardIdInUrl(page)).not.toBe('emotions');
    } finally {
      await context.close();
    }
  },
);

test('a guest imports an OBF board from another tool; a file of another kind or with nothing in it is refused', { timeout: 120_000 }, async () => {
  const { app, browser } = own;
  const context = await newContext(browser, app.url, PHONE);
  try {
    const page = await context.newPage();
    await startAsGuest(page, '/');

    await importFile(page, path.join(FIXTURES, 'obf/coughdrop-obf/inline_images.obf'));
    await importStatus(page).getByText('Success!! 1 boards were imported successfully.').waitFor();

    await importFile(page, path.join(FIXTURES, 'obf/SOURCES.md'));
    await importStatus(page).getByText('Please, select a valid file: json, obz, obf').waitFor();

    await importFile(page, path.join(FIXTURES, 'obf/coughdrop-obf/not-obf/hash.json'));
    await importStatus(page).getByText('WARNING: There is nothing to import from the current file.').waitFor();

    const broken = path.join(await mkdtemp(path.join(tmpdir(), 'tessera-import-')), 'broken.obz');
    await writeFile(broken, 'PK\u0003\u0004 not really a zip');
    await importFile(page, broken);
    await importStatus(page).getByText('WARNING: There was an error trying to import from the current file.').waitFor();
    await importStatus(page).getByText('The file is not an OBZ (zip) package, or it is damaged.').waitFor();

    // The OBF board opens, with its pictures.
    await page.goto('/');
    await unlock(page);
    const dialog = await openCommunicator(page);
    await dialog.getByRole('heading', { level: 3, name: 'Inline Images Board', exact: true }).getByRole('link').click();
    await boardTitle(page, 'Inline Images Board').waitFor();
    await tile(page, 'kids').locator('img').waitFor();
    await expect
      .poll(() =>
        tile(page, 'cat')
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
  } finally {
    await context.close();
  }
});

/** The board of the communicator by its name, searched for and opened from Manage boards (the board is unlocked). */
async function openBoard(page: Page, name: string): Promise<void> {
  const dialog = await openCommunicator(page);
  // A communicator of a hundred boards shows them a page at a time: the search finds one.
  await dialog.getByRole('searchbox', { name: 'Search boards' }).fill(name);
  await dialog.getByRole('heading', { level: 3, name, exact: true }).getByRole('link').first().click();
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
}

const pictureShown = (target: Locator): Promise<number> => target.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth);

test(
  "Cboard's keyed boards import as words with our pictures; OBZ packages named .zip import; an OBF keeps its 11 x 16 grid",
  { timeout: 240_000 },
  async () => {
    const { app, browser } = own;
    const context = await newContext(browser, app.url, DESKTOP);
    // The pictures the OBF files name on the web come from here (the machine has no outside network).
    await context.route(/^https:\/\/(d18vdu4p71yql0\.cloudfront\.net|s3\.amazonaws\.com)\//, (route) =>
      route.fulfill({ contentType: 'image/png', body: twoColourPng(40, 40) }),
    );
    try {
      const page = await context.newPage();
      await startAsGuest(page, '/');
      await importFile(page, path.join(FIXTURES, 'cboard/cboard-corePicSeePal.json'));
      await importStatus(page).getByText('Success!! 6 boards were imported successfully.').waitFor({ timeout: 60_000 });
      await importFile(page, path.join(FIXTURES, 'obf/coughdrop-obf/manifest_paths.zip'));
      await importStatus(page).getByText('Success!! 5 boards were imported successfully.').waitFor({ timeout: 60_000 });
      await importFile(page, path.join(FIXTURES, 'obf/coughdrop-obf/deep_simple.zip'));
      await importStatus(page).getByText('Success!! 98 boards were imported successfully.').waitFor({ timeout: 90_000 });
      await importFile(page, path.join(FIXTURES, 'obf/real-world/quick-core-112_root_board_1_398.obf'));
      await importStatus(page).getByText('Success!! 1 boards were imported successfully.').waitFor({ timeout: 60_000 });

      await page.goto('/');
      await boardTitle(page, 'Home').waitFor();
      await unlock(page);

      // Cboard: words, not keys; boards named by their keys' words; a picture on every tile our symbols have one for.
      const communicator = await openCommunicator(page);
      const search = communicator.getByRole('searchbox', { name: 'Search boards' });
      for (const name of ['Universal Core 11x6', 'Computer keyboard']) {
        await search.fill(name);
        await communicator.getByRole('heading', { level: 3, name, exact: true }).waitFor();
      }
      // No board is named 'unknow' for want of a name: Cboard's boards have theirs in their keys.
      await search.fill('unknow');
      await communicator.getByText('No boards found').waitFor();
      await page.keyboard.press('Escape');
      await communicator.waitFor({ state: 'detached' });
      await openBoard(page, 'Universal Core 11x6');
      for (const label of ['think', 'to shout', 'watch TV', 'computer keyboard', 'yes', 'I']) await tile(page, label).waitFor();
      const labels = await tileArea(page).getByRole('button').allInnerTexts();
      expect(labels.filter((label) => /[a-z][A-Z]|\./.test(label))).toEqual([]);
      for (const label of ['yes', 'watch TV', 'computer keyboard', 'think']) await expect.poll(() => pictureShown(tile(page, label))).toBeGreaterThan(0);
      // The tile editor says the app chose the picture.
      await toggleEdit(page);
      await tile(page, 'computer keyboard').click();
      await toolbar(page).getByRole('button', { name: 'Edit selected' }).click();
      const editor = page.getByRole('dialog', { name: 'Edit Tile' });
      await editor.getByText("The app chose this picture: the file's own could not be opened. Choose another if it does not fit.").waitFor();
      await editor.getByRole('button', { name: 'Cancel' }).click();
      await editor.waitFor({ state: 'detached' });
      await toggleEdit(page);

      // OBZ packages named .zip: their boards and the pictures inside them.
      await openBoard(page, 'Path Images and Sounds Board');
      await expect.poll(() => pictureShown(tile(page, 'really happy'))).toBeGreaterThan(0);
      await openBoard(page, 'CommuniKate Top Page');
      await expect.poll(() => pictureShown(tile(page, 'Food'))).toBeGreaterThan(0);

      // Quick Core 112: 16 columns and 11 rows, every button in its cell and the empty cells kept.
      const file = JSON.parse(await readFile(path.join(FIXTURES, 'obf/real-world/quick-core-112_root_board_1_398.obf'), 'utf8')) as {
        grid: { order: (string | number | null)[][] };
        buttons: { id: string | number; label: string }[];
      };
      const labelOf = new Map(file.buttons.map((button) => [String(button.id), button.label.trim()]));
      await openBoard(page, 'Quick Core 112');
      const grid = tileArea(page).locator('[data-fixed="true"]');
      expect(await grid.getAttribute('data-columns')).toBe('16');
      const cells = await grid.evaluate((element) =>
        Array.from(element.children, (cell) => ({
          row: Number((cell as HTMLElement).dataset.row),
          column: Number((cell as HTMLElement).dataset.column),
          empty: cell.hasAttribute('data-empty-cell'),
          label: cell.textContent?.trim() ?? '',
        })),
      );
      expect(cells).toHaveLength(11 * 16);
      expect(cells.filter((cell) => cell.empty)).toHaveLength(11 * 16 - 91);
      const expected = file.grid.order.flatMap((row, r) =>
        row.map((id, c) => ({ row: r, column: c, empty: id === null, label: id === null ? '' : (labelOf.get(String(id)) ?? '') })),
      );
      expect(cells).toEqual(expected);
      // Laid out on screen as a grid: the first row's cells side by side, the second row under the first.
      const box = async (row: number, column: number) => (await grid.locator(`[data-row="${row}"][data-column="${column}"]`).boundingBox()) ?? { x: 0, y: 0 };
      const [a, b, c] = [await box(0, 0), await box(0, 15), await box(1, 0)];
      expect(b.x).toBeGreaterThan(a.x);
      expect(Math.round(b.y)).toBe(Math.round(a.y));
      expect(c.y).toBeGreaterThan(a.y);
      await expect.poll(() => pictureShown(tile(page, 'want'))).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  },
);

test("a signed-in user's imported boards are created on the server as theirs, private, with their links between them", { timeout: 120_000 }, async () => {
  const { app, browser } = own;
  const user = await apiUser(app, 'Importer');
  const context = await newContext(browser, app.url, DESKTOP);
  try {
    const page = await context.newPage();
    await logIn(page, user.email);
    await page.waitForURL(`${app.url}/`);
    await importFile(page, path.join(FIXTURES, 'obf/coughdrop-obf/links.obz'));
    await importStatus(page).getByText('Success!! 3 boards were imported successfully.').waitFor();

    const names = ['Simple Board', 'Simple Board 2', 'Simple Board 3'];
    await expect
      .poll(
        async () =>
          (await boardsOnServer(app, user))
            .filter((board) => names.includes(board.name))
            .map((board) => board.name)
            .sort(),
        { timeout: 45_000 },
      )
      .toEqual(names);
    // Once created, the links point at the server's ids.
    await expect
      .poll(
        async () => {
          const boards = await boardsOnServer(app, user);
          const simple = boards.find((board) => board.name === 'Simple Board');
          const linked = simple?.tiles.map((t) => boards.find((board) => board.id === t.loadBoard)?.name);
          return {
            linked,
            ids: boards
              .filter((board) => names.includes(board.name))
              .every((board) => SERVER_ID.test(board.id) && !board.isPublic && board.email === user.email),
          };
        },
        { timeout: 45_000 },
      )
      .toEqual({ linked: ['Simple Board 2', 'Simple Board 3'], ids: true });
  } finally {
    await context.close();
  }
});
