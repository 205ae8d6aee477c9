import { expect, type Locator, type Page } from '@playwright/test';

/** A form field's control by its visible label (required fields carry a '*' mark before the label). */
export function field(page: Page, label: string): Locator {
  return page.getByLabel(new RegExp(`^\\*?${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)).first();
}

/** Picks an option of a searchable Select: types to filter, then clicks the first option containing `text`. */
export async function choose(page: Page, label: string, text: string | RegExp): Promise<string> {
  const input = field(page, label);
  await input.click();
  if (typeof text === 'string') await input.fill(text);
  const option = page.getByRole('option', { name: text }).first();
  await expect(option).toBeVisible();
  const name = (await option.textContent()) ?? '';
  await option.click();
  return name.trim();
}

/** Types a day into a DatePicker and leaves the field so it commits. */
export async function typeDay(page: Page, label: string, day: string): Promise<void> {
  const input = field(page, label);
  await input.fill(day);
  await input.press('Tab');
}

/** The notification or banner text the app shows after an action. */
export async function expectNotice(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}
