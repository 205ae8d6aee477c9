import { expect, type Locator, type Page } from '@playwright/test';

/** A form field's control by its visible label (required fields carry a '*' mark before the label). */
export function field(page: Page, label: string): Locator {
  return page.getByLabel(new RegExp(`^\\*?${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)).first();
}

/**
 * The combobox of a Select under a Field label. Located through the Field's wrapper because the built Select's
 * input does not carry the label's id (reported to the design-system owner).
 */
export function combobox(scope: Page | Locator, label: string): Locator {
  const text = new RegExp(`^\\*?${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return scope.locator('label', { hasText: text }).locator('xpath=..').getByRole('combobox').first();
}

/** Picks an option of a searchable Select: types to filter, then clicks the first option containing `text`. */
export async function choose(page: Page, label: string, text: string | RegExp, scope: Page | Locator = page): Promise<string> {
  const input = combobox(scope, label);
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
  const text = new RegExp(`^\\*?${label}$`);
  const input = page.locator('label', { hasText: text }).locator('xpath=..').getByRole('textbox').first();
  await input.fill(day);
  await input.press('Tab');
}

/** The notification or banner text the app shows after an action. */
export async function expectNotice(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}
