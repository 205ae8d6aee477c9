import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from './support/session';
import { FeatureScreen } from './pages/FeatureScreen';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/LoginPage';
import { notification } from '../pages/controls';

// These tests are about the service worker, which the other specs block.
test.use({ serviceWorkers: 'allow' });

test.describe('offline start', () => {
  test('after one visit the product starts offline, signed in, with a feature app that was never opened', async ({ page, context }) => {
    const claims = await signInAs(page, DEMO.admin.username, DEMO.admin.password);
    const home = new HomePage(page);
    await home.expectWelcome(claims.name);
    // The worker is active once its install, which caches the shell and every feature app, has completed.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const reportsFetched = await page.evaluate(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('/remotes/mf-reports/')),
    );
    expect(reportsFetched).toBe(false);

    await context.setOffline(true);
    try {
      // The network is really gone, also for the worker: a file it never cached cannot be fetched.
      expect(await page.evaluate(() => fetch('/health').then(() => 'answered', () => 'failed'))).toBe('failed');
      await page.reload();
      await home.expectWelcome(claims.name);
      const screen = new FeatureScreen(page);
      await screen.open('/reports/spread-report');
      await screen.expectScreen('Spread Report', ['Reports/', 'Spread Report']);
      await expect(screen.errorPanel).toHaveCount(0);
    } finally {
      await context.setOffline(false);
    }
  });

  test("a worker who signs in is told when the phone is ready offline; then My Records and the timecard form open offline, never opened before", async ({ page, context }) => {
    // The worker's first install downloads every feature app: seconds on a fast connection, more on a phone.
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(DEMO.worker.username, DEMO.worker.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Sam Worker!' })).toBeVisible();
    // Not said before the files are cached; said once they are.
    await expect(notification(page, 'Ready to work offline').first()).toBeVisible({ timeout: 90_000 });
    await expect(notification(page, 'Groundwork is saved on this device: its screens now open without a connection.').first()).toBeVisible();

    await context.setOffline(true);
    try {
      await expect.poll(() => page.evaluate(() => fetch('/health', { cache: 'no-store' }).then(() => 'reached', () => 'failed'))).toBe('failed');
      const screen = new FeatureScreen(page);
      // Tapped in the app (no reload), as on the phone.
      await page.evaluate(() => (window.location.hash = '#/app/my-records'));
      await expect(page.getByRole('heading', { level: 1, name: 'My Records' })).toBeVisible();
      await expect(page.getByText('This week could not be loaded without a connection: it loads when the connection returns.')).toBeVisible();
      await expect(screen.errorPanel).toHaveCount(0);
      await page.evaluate(() => (window.location.hash = '#/app/time-record-form'));
      await expect(page.getByRole('form', { name: 'Add Time Record' })).toBeVisible();
      await expect(screen.errorPanel).toHaveCount(0);
    } finally {
      await context.setOffline(false);
    }
  });

  test('a service worker that cannot be registered is only logged to the console', async ({ page, context }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await context.route('**/sw.js', (route) => route.fulfill({ status: 500, body: 'broken' }));
    const login = new LoginPage(page);
    await login.open();
    await expect.poll(() => errors.some((text) => text.includes('Service worker registration failed'))).toBe(true);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(login.submit).toBeVisible();
  });
});
