import { expect, type Locator, type Page } from '@playwright/test';

/** Picks an option of a searchable Select (Headless UI combobox) by typing part of its label. */
export async function choose(page: Page, field: Locator, typed: string, option: string | RegExp): Promise<void> {
  await field.click();
  await field.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/** The success or error notification with this text. */
export function notification(page: Page, text: string): Locator {
  return page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true });
}

export async function expectNotified(page: Page, text: string): Promise<void> {
  await expect(notification(page, text)).toBeVisible();
}
