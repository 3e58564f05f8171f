import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { tile } from './board';

// Editing a board as a person does: unlock, the Edit board toolbar, the tile editor dialog.

export const toolbar = (page: Page): Locator => page.getByRole('region', { name: 'Edit board' });

/** The board starts locked; four presses of Unlock unlock it. */
export async function unlock(page: Page): Promise<void> {
  for (let press = 0; press < 4; press += 1) await page.getByRole('button', { name: 'Unlock' }).click();
  await page.getByRole('button', { name: 'Lock', exact: true }).waitFor();
}

/** Locks the board; a press within 1 s of unlocking is ignored by design (spec 01 §4), so it presses until locked. */
export async function lock(page: Page): Promise<void> {
  const unlockButton = page.getByRole('button', { name: 'Unlock' });
  for (let press = 0; press < 10 && (await unlockButton.count()) === 0; press += 1) {
    await page.getByRole('button', { name: 'Lock', exact: true }).click();
    await unlockButton.waitFor({ timeout: 500 }).catch(() => undefined);
  }
  await unlockButton.waitFor();
}

export const toggleEdit = (page: Page): Promise<void> => toolbar(page).getByRole('button', { name: 'Edit', exact: true }).click();

/** Adds a tile with the Create tile dialog: a plain tile, a folder (which makes a new board) or an empty board. */
export async function addTile(page: Page, label: string, type?: 'Folder' | 'Empty board'): Promise<void> {
  await toolbar(page).getByRole('button', { name: 'Add Tile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create tile' });
  if (type) await dialog.getByRole('radio', { name: type }).check();
  await dialog.getByRole('textbox', { name: type === 'Empty board' ? 'Board Name' : 'Label' }).fill(label);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * With the board unlocked and in edit mode: selects a tile, opens Edit selected and saves a new label. A board that
 * has just opened (a copy made a moment ago) may still be replaced by its saved record, which clears the selection:
 * the tile is pressed again until it shows as selected (a CI run under load lost the first press).
 */
export async function relabelTile(page: Page, from: string, to: string): Promise<void> {
  const button = tile(page, from);
  const editSelected = toolbar(page).getByRole('button', { name: 'Edit selected' });
  // A board replaced just after it opened (its copy arriving from the server) clears the selection, even after the
  // tile showed as selected: then it is pressed again, and Edit selected tried again.
  for (let attempt = 0; ; attempt += 1) {
    await button.click();
    const selected = await expect
      .poll(() => button.getAttribute('aria-pressed'), { timeout: 3_000 })
      .toBe('true')
      .then(() => true)
      .catch(() => false);
    if (
      selected &&
      (await editSelected.click({ timeout: 5_000 }).then(
        () => true,
        () => false,
      ))
    )
      break;
    if (attempt === 4) throw new Error(`the tile ${from} could not be selected and edited`);
  }
  const dialog = page.getByRole('dialog', { name: 'Edit Tile' });
  await dialog.getByRole('textbox', { name: 'Label' }).fill(to);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await tile(page, to).waitFor();
}
