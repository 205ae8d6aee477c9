import { expect, test } from '@playwright/test';
import { expectNotice } from '../pages/controls';
import { addDays, isoDay } from '../pages/app/days';
import { dayLabel, TimeOffsReportScreen, TimeOffsScreen } from '../pages/time-offs/TimeOffScreens';
import { seriousFindings } from './support/axe';
import { DEMO, signInAs } from './support/session';

const WORKER_NAME = 'Sam Worker';
const MANAGER_NAME = 'Sarah Mitchell';

test.describe('time offs', () => {
  test('the worker requests a holiday range: one pending request per day appears under Upcoming', async ({ page }) => {
    await signInAs(page, DEMO.worker.username, DEMO.worker.password, '/time-offs');
    const screen = new TimeOffsScreen(page);
    await screen.open();
    expect(await seriousFindings(page)).toEqual([]);

    // Six weeks ahead: after every request of the demo data.
    const start = addDays(isoDay(new Date()), 42);
    const end = addDays(start, 2);
    await screen.requestHoliday(start, end, 'Cabin at Shuswap Lake');
    await expectNotice(page, '3 time off requests have been submitted.');
    await expect(screen.drawer).toBeHidden();
    for (const day of [start, addDays(start, 1), end]) {
      const item = screen.items('Pending').filter({ hasText: dayLabel(day) });
      await expect(item).toHaveCount(1);
      await expect(item).toContainText('Holiday');
      await expect(item).toContainText('Cabin at Shuswap Lake');
    }

    // The same days again are refused with the spec's message, under the dates.
    await screen.requestHoliday(addDays(end, -1), addDays(end, 1), 'Again');
    await expect(screen.drawer.getByText('Your date range conflicts with an existing time off request')).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);
    await screen.drawer.getByRole('button', { name: 'Cancel' }).click();

    await screen.segment('History');
    await expect(page.getByText('No pending time offs found.').or(screen.section('Pending').getByRole('listitem').first())).toBeVisible();
    await expect(screen.items('Pending').filter({ hasText: dayLabel(start) })).toHaveCount(0);
  });

  test('a request made without a connection says nothing was sent and keeps the form; Submit sends it once online', async ({ page, context }) => {
    await signInAs(page, DEMO.worker.username, DEMO.worker.password, '/time-offs');
    const screen = new TimeOffsScreen(page);
    await screen.open();
    const day = addDays(isoDay(new Date()), 60);
    await context.setOffline(true);
    try {
      // It spun until the connection returned, and a reload meanwhile lost the request without a word.
      await screen.requestHoliday(day, day, 'Dentist in Kamloops');
      await expect(screen.drawer.getByText('There is no connection: nothing was sent. Try again when the connection returns.')).toBeVisible();
      await expect(screen.drawer.getByRole('textbox', { name: 'Comments' })).toHaveValue('Dentist in Kamloops');
    } finally {
      await context.setOffline(false);
    }
    await screen.drawer.getByRole('button', { name: 'Submit' }).click();
    await expectNotice(page, 'Time off request has been submitted.');
    await expect(screen.items('Pending').filter({ hasText: dayLabel(day) })).toHaveCount(1);
  });

  test('the manager approves a time off of their team in My Team, and the worker sees it approved', async ({ page, browser }) => {
    // The worker asks for today off (a sick day).
    const today = isoDay(new Date());
    const workerPage = await (await browser.newContext()).newPage();
    await signInAs(workerPage, DEMO.worker.username, DEMO.worker.password, '/time-offs');
    const asked = await workerPage.request.post('/api/time-offs', {
      headers: { authorization: `Bearer ${await workerPage.evaluate(() => localStorage.getItem('token'))}` },
      data: { startsAt: today, type: 'Sick', comments: 'Fever' },
    });
    expect(asked.status()).toBe(201);

    await signInAs(page, DEMO.manager.username, DEMO.manager.password, '/time-offs/report');
    const report = new TimeOffsReportScreen(page);
    await report.open();
    await expect(page.getByRole('radio', { name: 'My Team' })).toBeChecked();
    // The month as the user's language names it (a select of month names and the year), not the browser's month input.
    await expect(page.getByRole('combobox', { name: 'Month' })).toHaveValue(today.slice(5, 7));
    await expect(page.getByRole('spinbutton', { name: 'Year' })).toHaveValue(today.slice(0, 4));
    expect(await seriousFindings(page)).toEqual([]);

    const row = report.row(WORKER_NAME, today);
    await expect(row).toContainText('Pending');
    await report.approval(WORKER_NAME, today).click();
    await expect(report.approval(WORKER_NAME, today)).toBeChecked();
    await expect(row).toContainText('Approved');
    await expect(row).toContainText(MANAGER_NAME);

    // Everyone shows the same row, approved.
    await report.scope('Everyone');
    await expect(report.approval(WORKER_NAME, today)).toBeChecked();

    // The worker opens the screen again (a fresh load: the screen keeps what it read for 30 s).
    const worker = new TimeOffsScreen(workerPage);
    await workerPage.reload();
    await worker.open();
    await expect(worker.items('Approved').filter({ hasText: dayLabel(today) })).toContainText(`Approved by ${MANAGER_NAME}`);
    await workerPage.context().close();
  });

  test('a worker\'s Time Offs screen and its drawer fit a phone', async ({ browser }) => {
    const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' })).newPage();
    await signInAs(phone, DEMO.worker.username, DEMO.worker.password, '/time-offs');
    const screen = new TimeOffsScreen(phone);
    await screen.open();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await phone.getByRole('button', { name: 'Add Time Off' }).click();
    await expect(screen.drawer.getByRole('button', { name: 'Submit' })).toBeVisible();
    const submit = await screen.drawer.getByRole('button', { name: 'Submit' }).boundingBox();
    expect(submit!.height).toBeGreaterThanOrEqual(44);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await phone.context().close();
  });
});
