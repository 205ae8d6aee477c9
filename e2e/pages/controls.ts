import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The form controls every page object shares: fields by label, the searchable Select, day pickers, notifications
 * and unique names. Admin and jobs page objects use these; none keeps its own copy.
 */

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A Field label's text: required fields carry a '*' mark before the label. */
const labelText = (label: string) => new RegExp(`^\\*?${escaped(label)}$`);

/** A form field's control by its visible label. */
export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(labelText(label)).first();
}

/**
 * The combobox of a Select under a Field label. Located through the Field's wrapper because the built Select's
 * input does not carry the label's id (reported to the design-system owner).
 */
export function combobox(scope: Page | Locator, label: string): Locator {
  return scope.locator('label', { hasText: labelText(label) }).locator('xpath=..').getByRole('combobox').first();
}

/**
 * Picks an option of a searchable Select (a Field label, or its combobox): types `text` to filter when it is a
 * string, then clicks the first option matching `option` (by default `text`). Returns the picked option's text.
 */
export async function choose(
  page: Page,
  control: string | Locator,
  text: string | RegExp,
  { option = text, scope = page }: { option?: string | RegExp; scope?: Page | Locator } = {},
): Promise<string> {
  const input = typeof control === 'string' ? combobox(scope, control) : control;
  await input.click();
  if (typeof text === 'string') await input.fill(text);
  // The open Select's list: a table's column filter (a native select) may have an option of the same name.
  const picked = page.getByRole('listbox').getByRole('option', { name: option }).first();
  await expect(picked).toBeVisible();
  const name = (await picked.textContent()) ?? '';
  await picked.click();
  return name.trim();
}

/** Types a day into a DatePicker under a Field label and leaves the field so it commits. */
export async function typeDay(page: Page, label: string, day: string): Promise<void> {
  const input = page.locator('label', { hasText: labelText(label) }).locator('xpath=..').getByRole('textbox').first();
  await input.fill(day);
  await input.press('Tab');
}

/** The success or error notification with this text. */
/**
 * A table's column titles (its first header row, sort arrows left out), once its header is shown: after a navigation
 * a table renders again, and reading it before would find no columns.
 */
export async function columnTitles(table: Locator): Promise<string[]> {
  const header = table.locator('thead > tr').first().locator('th');
  await expect(header.first()).toBeVisible();
  return (await header.allTextContents()).map((t) => t.replace(/[▲▼↕]/g, '').trim());
}

/**
 * Types into a table's search box (the first one on the page) and waits until the table shows only matching rows:
 * the search applies after a short pause in typing, and a click before that lands on rows about to move.
 */
export async function searchTable(page: Page, table: Locator, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search' }).first().fill(text);
  await expect(table.locator('tbody > tr').filter({ hasNotText: text })).toHaveCount(0);
}

export function notification(page: Page, text: string): Locator {
  return page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true });
}

/** Waits for the notification with this text. */
export async function expectNotice(page: Page, text: string): Promise<void> {
  await expect(notification(page, text).first()).toBeVisible();
}

/** A short suffix that makes names unique per run (employee codes allow only 9 characters). */
export function uniqueSuffix(length = 6): string {
  return (Date.now().toString(36) + Math.random().toString(36).slice(2)).slice(-length).toUpperCase();
}
