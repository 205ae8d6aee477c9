import { expect, test } from '@playwright/test';
import { DEMO, expiredToken, signInAs } from './support/session';
import { LayoutPage } from './pages/LayoutPage';
import { LoginPage } from './pages/LoginPage';

test.describe('session and layout', () => {
  test('Log Out clears all local storage and shows the sign-in screen', async ({ page }) => {
    const claims = await signInAs(page, DEMO.admin.username, DEMO.admin.password);
    await page.evaluate(() => localStorage.setItem('something-else', 'x'));
    await new LayoutPage(page).logOut(claims.name);
    await new LoginPage(page).expectShown();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    // The user chose to leave: nothing to explain.
    await expect(page.getByRole('status')).toHaveCount(0);
  });

  test("Back after a Log Out and the next user's sign-in never comes to the Log Out again (which would sign them out)", async ({ page }) => {
    const manager = await signInAs(page, DEMO.manager.username, DEMO.manager.password);
    const layout = new LayoutPage(page);
    await layout.goto('/jobs');
    await expect(page.getByRole('table', { name: 'Jobs' })).toBeVisible();
    await layout.logOut(manager.name);
    const login = new LoginPage(page);
    await login.expectShown();
    await login.signIn(DEMO.worker.username, DEMO.worker.password);
    await expect(page).toHaveURL(/#\/home$/);
    // Back through the tab's history: the manager's pages, the sign-in page, but no entry of the Log Out.
    const visited: string[] = [];
    for (let i = 0; i < 3; i++) {
      await page.goBack();
      visited.push(new URL(page.url()).hash);
    }
    expect(visited).not.toContain('#/logout');
    // The worker is still signed in.
    await page.goto('/#/app/my-records');
    await expect(page.getByRole('heading', { name: 'My Records' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
  });

  test('an expired token sends the user to the sign-in screen and clears storage', async ({ page }) => {
    await page.goto('/');
    await page.evaluate((token) => {
      localStorage.setItem('token', token);
      localStorage.setItem('company', 'Demo Construction');
      localStorage.setItem('companyId', '1');
    }, expiredToken());
    // The page's gate sees the expiry itself: the app (main.js, the federation runtime) is not loaded as a script.
    // (The sign-in page prefetches it once settled: a prefetch, not a script.)
    const appScripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && /\/main\.[0-9a-f]+\.js$/.test(new URL(request.url()).pathname)) appScripts.push(request.url());
    });
    await page.goto('/#/jobs');
    await page.reload();
    await new LoginPage(page).expectShown();
    await expect(page.getByRole('status')).toContainText('Your session has ended. Please sign in again.');
    // Said once: the next load of the sign-in page is as any other.
    await page.reload();
    await new LoginPage(page).expectShown();
    await expect(page.getByText('Your session has ended.')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect(appScripts).toEqual([]);
  });

  test('a token that expires while signed in is noticed by the 5-second check', async ({ page }) => {
    await signInAs(page, DEMO.admin.username, DEMO.admin.password);
    await expect(new LayoutPage(page).footer).toBeVisible();
    await page.evaluate((token) => localStorage.setItem('token', token), expiredToken());
    await new LoginPage(page).expectShown();
    await expect(page.getByRole('status')).toContainText('Your session has ended. Please sign in again.');
  });

  test('the side menu is collapsed at 992 px and on App pages, expanded with the logo otherwise', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs(page, DEMO.admin.username, DEMO.admin.password);
    const layout = new LayoutPage(page);
    await expect(layout.menuLink('Home')).toBeVisible();
    expect(await layout.isCollapsed()).toBe(false);
    await expect(layout.sideMenu.getByText('Demo Construction').or(layout.sideMenu.getByRole('img', { name: /logo/ }))).toBeVisible();

    await layout.goto('/app/my-schedule');
    await expect(layout.bottomBar).toBeVisible();
    await expect(layout.bottomBar.getByRole('link', { name: 'My Records' })).toBeVisible();
    await expect.poll(() => layout.isCollapsed()).toBe(true);

    await layout.goto('/home');
    await expect.poll(() => layout.isCollapsed()).toBe(false);
    await page.setViewportSize({ width: 992, height: 800 });
    await expect.poll(() => layout.isCollapsed()).toBe(true);
    await page.setViewportSize({ width: 993, height: 800 });
    await expect.poll(() => layout.isCollapsed()).toBe(false);
  });

  test('every route change scrolls back to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await signInAs(page, DEMO.admin.username, DEMO.admin.password, '/jobs');
    const layout = new LayoutPage(page);
    await layout.expectTitle('Jobs');
    // Taller than the window whatever the data shown, then scrolled down.
    await page.evaluate(() => {
      document.body.style.minHeight = '5000px';
      window.scrollTo(0, 1500);
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.evaluate(() => {
      window.location.hash = '#/home';
    });
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the footer shows the company and the current year', async ({ page }) => {
    await signInAs(page, DEMO.admin.username, DEMO.admin.password);
    await expect(new LayoutPage(page).footer).toHaveText(`Demo Construction ©${new Date().getFullYear()}`);
  });
});
