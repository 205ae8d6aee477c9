import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from './support/session';
import { FeatureScreen } from './pages/FeatureScreen';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/LoginPage';
import { choose, expectNotice, field, notification } from '../pages/controls';
import { MyRecordsScreen, TimeRecordFormScreen } from '../pages/field/FieldScreens';

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

  test("a worker who signs in is told when the phone is ready offline; then, offline, My Records opens and a timecard is filed from lists never shown before, sent when the connection returns", async ({ page, context }) => {
    // The worker's first install downloads every feature app: seconds on a fast connection, more on a phone.
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(DEMO.worker.username, DEMO.worker.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Sam Worker!' })).toBeVisible();
    // Not said before the files and the time record form's lists are kept on the phone; said once they are.
    await expect(notification(page, 'Ready to work offline').first()).toBeVisible({ timeout: 90_000 });
    await expect(notification(page, 'Groundwork is saved on this device: its screens now open without a connection.').first()).toBeVisible();

    const day = new Date(Date.now() - 130 * 86_400_000).toISOString().slice(0, 10);
    const description = `Filed offline ${Date.now()}`;
    await context.setOffline(true);
    try {
      await expect.poll(() => page.evaluate(() => fetch('/health', { cache: 'no-store' }).then(() => 'reached', () => 'failed'))).toBe('failed');
      const screen = new FeatureScreen(page);
      // Tapped in the app (no reload), as on the phone.
      await page.evaluate(() => (window.location.hash = '#/app/my-records'));
      await expect(page.getByRole('heading', { level: 1, name: 'My Records' })).toBeVisible();
      await expect(page.getByText('This week could not be loaded without a connection: it loads when the connection returns.')).toBeVisible();
      await expect(screen.errorPanel).toHaveCount(0);
      // The Add Timecard link of a day without a shift: the worker picks one of their jobs.
      await page.evaluate((d) => (window.location.hash = `#/app/time-record-form?producedAt=${d}`), day);
      const form = new TimeRecordFormScreen(page);
      await expect(form.form).toBeVisible();
      await expect(screen.errorPanel).toHaveCount(0);
      await expect(page.getByText('The lists could not be loaded without a connection')).toHaveCount(0);
      await choose(page, 'Job', /.+/, { scope: form.form });
      await form.chooseCostCode();
      await form.chooseWorkType('General Labour');
      await field(form.form, 'Time In').fill('06:00');
      await field(form.form, 'Time Out').fill('07:30');
      await field(form.form, 'Description').fill(description);
      await form.toPreview();
      await form.saveAndClose('Waiting to send');
      await expect(new MyRecordsScreen(page).keptOnPhone.getByText('Waiting to send')).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
    await expectNotice(page, 'Your waiting timecard has been sent.');
    const onServer = await page.evaluate(async (d) => {
      const response = await fetch(`/api/jobs/productions/time-records?startsAt=${d}&endsAt=${d}`, { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } });
      return ((await response.json()) as { description: string; quantity: number }[]).map((r) => [r.description, r.quantity]);
    }, day);
    expect(onServer).toContainEqual([description, 1.5]);
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
