import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from './support/session';
import { FeatureScreen } from './pages/FeatureScreen';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/LoginPage';

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
