import { expect, test } from '@playwright/test';
import { AdminApi } from '../pages/admin/admin-api';
import { MyScheduleScreen } from '../pages/app/ScheduleScreens';
import { isoDay, localIso } from '../pages/app/days';
import { DEMO, signInAs } from './support/session';

// The second visit is about the service worker's cache, which the other specs block.
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

interface JobWithCrew {
  id: number;
  userAssignments: { user: { id: number; username: string } }[];
}

const API_DELAY_MS = 2_000;

/** Issue 21: the worker's second visit shows My Schedule from the phone's cache, then refreshes it in place. */
test("the worker's second visit shows My Schedule before the network answers, then the server's change in place", async ({ page, browser }) => {
  test.slow(); // two visits, the service worker's install and a delayed network
  // The foreman schedules the worker today, early morning (no demo shift then), from another device.
  const foremanContext = await browser.newContext({ serviceWorkers: 'block' });
  const foreman = await foremanContext.newPage();
  await signInAs(foreman, DEMO.foreman.username, DEMO.foreman.password);
  const api = new AdminApi(foreman);
  const jobs = await api.get<JobWithCrew[]>('/api/jobs?includeAssignedUsers=true&excludeDone=true');
  const job = jobs.find((j) => j.userAssignments.some((a) => a.user.username === DEMO.worker.username));
  if (!job) throw new Error('The demo data has no job with the worker');
  const workerId = job.userAssignments.find((a) => a.user.username === DEMO.worker.username)!.user.id;
  const today = isoDay(new Date());
  const shift = (from: string, to: string) =>
    api.post(`/api/jobs/${job.id}/production-requests`, { userId: workerId, requestAt: localIso(today, from), requestEndsAt: localIso(today, to) });
  await shift('05:00', '05:30');

  // First visit: the schedule from the network; the service worker installs (it caches the shell and the feature apps).
  await signInAs(page, DEMO.worker.username, DEMO.worker.password, '/app/my-schedule');
  const schedule = new MyScheduleScreen(page);
  const early = schedule.shifts.filter({ hasText: '05:00 – 05:30' });
  const later = schedule.shifts.filter({ hasText: '05:45 – 06:15' });
  await expect(early).toHaveCount(1);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('groundwork.queries.mf-app') !== null)).toBe(true);

  // Between the visits the foreman adds a shift.
  await shift('05:45', '06:15');

  // Second visit, every API answer 2 s late.
  let answered = 0;
  await page.route('**/api/**', async (route) => {
    await new Promise((r) => setTimeout(r, API_DELAY_MS));
    await route.continue();
    answered += 1;
  });
  await page.goto('about:blank');
  await page.goto('/#/app/my-schedule');
  // From the cache: the first shift shows while no API request has been let through yet, and without the new one.
  await expect(early).toHaveCount(1);
  expect(answered).toBe(0);
  await expect(later).toHaveCount(0);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  // Then the answer arrives and the new shift appears in place (the same document, no reload).
  await expect(later).toHaveCount(1, { timeout: 15_000 });
  expect(answered).toBeGreaterThan(0);
  await expect(early).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await foremanContext.close();
});
