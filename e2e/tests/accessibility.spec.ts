import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from './support/session';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/LoginPage';

async function seriousFindings(page: import('@playwright/test').Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the login page has no serious or critical accessibility finding', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.submit.click(); // with its error messages shown too
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
});

test('the home page has no serious or critical accessibility finding', async ({ page }) => {
  await signInAs(page, DEMO.admin.username, DEMO.admin.password);
  await new HomePage(page).expectWelcome(DEMO.admin.name);
  expect(await seriousFindings(page)).toEqual([]);
});
