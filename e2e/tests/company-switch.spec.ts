import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from './support/session';
import { LayoutPage } from './pages/LayoutPage';

test('switching company shows the spec messages, reloads and changes the footer', async ({ page }) => {
  await signInAs(page, DEMO.admin.username, DEMO.admin.password);
  const layout = new LayoutPage(page);
  await expect(layout.footer).toContainText('Demo Construction');
  await layout.switchCompany.click();
  await page.getByRole('button', { name: 'Northwind Paving' }).click();
  await expect(page.getByText('Switching ...')).toBeVisible();
  await expect(page.getByText('Redirecting to Northwind Paving')).toBeVisible();
  await expect(page.getByText('The page will reload after 3 second.')).toBeVisible();
  await expect(page.getByText('The page will reload after 2 second.')).toBeVisible();
  await expect(page.getByText('The page will reload after 1 second.')).toBeVisible();
  await expect(layout.footer).toHaveText(`Northwind Paving ©${new Date().getFullYear()}`, { timeout: 8000 });
  const stored = await page.evaluate(() => ({ company: localStorage.getItem('company'), companyId: localStorage.getItem('companyId') }));
  expect(stored.company).toBe('Northwind Paving');
  expect(stored.companyId).not.toBe('1');
});
