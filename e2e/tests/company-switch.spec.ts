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

/** A 1x1 PNG. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

test('switching to a company with a logo stores its logo with the company and shows it', async ({ page }) => {
  await signInAs(page, DEMO.admin.username, DEMO.admin.password);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { Authorization: `Bearer ${token}` };
  const name = `Logo Builders ${Date.now()}`;
  const created = await page.request.post('/api/companies', { headers, data: { name, description: 'A company with a logo', payrollHeader: 'LOGO', logo: PNG } });
  expect(created.status()).toBe(201);
  const listed = (await (await page.request.get('/api/companies', { headers })).json()) as Array<{ name: string; logo: string | null }>;
  const logo = listed.find((c) => c.name === name)?.logo;
  expect(logo).toBeTruthy();

  const layout = new LayoutPage(page);
  await layout.switchCompany.click();
  await page.getByRole('button', { name }).click();
  await expect(layout.footer).toHaveText(`${name} ©${new Date().getFullYear()}`, { timeout: 8000 });
  const stored = await page.evaluate(() => ({ company: localStorage.getItem('company'), companyLogo: localStorage.getItem('companyLogo') }));
  expect(stored).toEqual({ company: name, companyLogo: logo });
  await expect(layout.sideMenu.getByRole('img', { name: /logo/i })).toBeVisible();
});
