import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from './support/session';
import { FeatureScreen } from './pages/FeatureScreen';
import { LayoutPage } from './pages/LayoutPage';
import { LoginPage } from './pages/LoginPage';

test.describe('feature apps', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, DEMO.admin.username, DEMO.admin.password);
  });

  test('a screen of every feature app opens at the spec URL with its title and breadcrumbs', async ({ page }) => {
    const screen = new FeatureScreen(page);
    await screen.open('/jobs/add');
    await screen.expectScreen('Add Job', ['Jobs/', 'Add Job']);
    await screen.open('/reports/foreman-report');
    await screen.expectScreen('Foreman Report', ['Reports/', 'Foreman Report']);
    await screen.open('/human-resources/payroll-report');
    await screen.expectScreen('Payroll Report', ['Human Resources/', 'Payroll Report']);
    await screen.open('/app/my-records');
    await screen.expectScreen('My Records', ['App/', 'My Records']);
    // Back goes to the previous screen of another app.
    await page.goBack();
    await screen.expectScreen('Payroll Report', ['Human Resources/', 'Payroll Report']);
  });

  test('an unknown path shows the 404 text, also inside a feature app area', async ({ page }) => {
    const screen = new FeatureScreen(page);
    await screen.open('/no-such-page');
    await expect(screen.notFound).toBeVisible();
    await screen.open('/jobs/1/no-such-tab');
    await expect(screen.notFound).toBeVisible();
  });

  test('a feature app that cannot load shows Retry while the menu, other apps and Log Out keep working', async ({ page }) => {
    await page.route('**/remotes/mf-reports/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
    const screen = new FeatureScreen(page);
    const layout = new LayoutPage(page);
    await screen.open('/reports/spread-report');
    await expect(screen.errorPanel).toBeVisible();
    await expect(screen.retry).toBeVisible();

    await layout.openGroup('Jobs');
    await layout.menuLink('View Jobs').click();
    await screen.expectScreen('Jobs', ['Jobs']);

    await layout.openGroup('Reports');
    await layout.menuLink('Spread Report').click();
    await expect(screen.errorPanel).toBeVisible();

    // Still down: Log Out ends the session and reaches the sign-in screen.
    await layout.logOut(DEMO.admin.name);
    await new LoginPage(page).expectShown();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('Retry loads a feature app that came back, without reloading the page', async ({ page }) => {
    await page.route('**/remotes/mf-reports/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
    const screen = new FeatureScreen(page);
    await screen.open('/reports/spread-report');
    await expect(screen.errorPanel).toBeVisible();
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    await page.unroute('**/remotes/mf-reports/**');
    await screen.retry.click();
    await screen.expectScreen('Spread Report', ['Reports/', 'Spread Report']);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  });
});
