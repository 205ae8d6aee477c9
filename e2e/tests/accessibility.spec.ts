import { expect, test } from '@playwright/test';
import { seriousFindings } from './support/axe';
import { DEMO, signInAs } from './support/session';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/LoginPage';


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
