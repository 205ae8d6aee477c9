import { expect, test, type Browser, type Page } from '@playwright/test';
import { AdminApi } from '../pages/admin/admin-api';
import { choose, expectNotice, field } from '../pages/controls';
import { CrewBuilderScreen, MyScheduleScreen } from '../pages/app/ScheduleScreens';
import { addDays, isoDay, localIso, sundayOf } from '../pages/app/days';
import { DEMO, signInAs } from './support/session';

const PHONE = { width: 390, height: 844 };

interface JobWithCrew {
  id: number;
  name: string;
  description: string | null;
  userAssignments: { user: { id: number; name: string; username: string; isActive: boolean } }[];
}
interface Shift {
  id: number;
}

/** A signed-in page of its own (a second person at another device). */
async function personAt(browser: Browser, who: { username: string; password: string }, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const page = await (await browser.newContext({ viewport, serviceWorkers: 'block' })).newPage();
  await signInAs(page, who.username, who.password);
  return page;
}

/** A job the worker is assigned to, with one more active crew member. */
async function crewJob(api: AdminApi): Promise<{ job: JobWithCrew; worker: { id: number; name: string }; other: { id: number; name: string } }> {
  const jobs = await api.get<JobWithCrew[]>('/api/jobs?includeAssignedUsers=true&excludeDone=true');
  for (const job of jobs) {
    const crew = job.userAssignments.map((a) => a.user).filter((u) => u.isActive);
    const worker = crew.find((u) => u.username === DEMO.worker.username);
    const other = crew.find((u) => u.username !== DEMO.worker.username);
    if (worker && other) return { job, worker, other };
  }
  throw new Error('The demo data has no job with the worker and another crew member');
}

/** The Calendar view's name for the month of a 'YYYY-MM-DD' day: "Schedule of November 2026". */
const calendarName = (day: string) => `Schedule of ${new Date(`${day}T12:00:00`).toLocaleString('en-US', { month: 'long', year: 'numeric' })}`;

test.describe('the crew schedule, from the foreman to the worker', () => {
  test('the foreman builds next week\'s weekend night crew (a conflict is shown and ignored) and the worker sees the shifts on a phone', async ({ page, browser }) => {
    test.slow(); // two people on two devices
    await signInAs(page, DEMO.foreman.username, DEMO.foreman.password);
    const api = new AdminApi(page);
    const { job, worker, other } = await crewJob(api);
    // Next week's Friday and Saturday nights: the demo crews work days, and only the worker's Wednesday at night.
    const friday = addDays(sundayOf(isoDay(new Date())), 12);
    const saturday = addDays(friday, 1);
    // The worker already works Saturday evening on this job: the crew build's Saturday night for them conflicts.
    await api.post<Shift>(`/api/jobs/${job.id}/production-requests`, {
      userId: worker.id,
      requestAt: localIso(saturday, '21:00'),
      requestEndsAt: localIso(saturday, '23:00'),
    });
    const night = '20:00 – 04:00 (next day)';

    const crewBuilder = new CrewBuilderScreen(page);
    await crewBuilder.open();
    await crewBuilder.buildCrew({ start: friday, end: saturday, job: job.name, crew: [worker.name, other.name], startTime: '20:00', endTime: '04:00' });
    await expect(crewBuilder.preview.getByRole('alert')).toHaveText(/There are 1 conflicts\. Conflicted requests will be ignored once submitted\./);
    await expect(crewBuilder.preview.getByText('3 of 4 shifts will be scheduled.', { exact: false })).toBeVisible();
    await expect(crewBuilder.preview.locator('li[data-conflict]')).toHaveCount(1);
    await expect(crewBuilder.preview.locator('li[data-conflict]')).toContainText(worker.name);
    await crewBuilder.submitPreview();

    // The week of the build: both night shifts on Friday; on Saturday the other's and the worker's own evening.
    const fridayNights = crewBuilder.day(friday).getByTestId('crew-shift').filter({ hasText: night });
    await expect(fridayNights).toHaveCount(2);
    const saturdayShifts = crewBuilder.day(saturday).getByTestId('crew-shift');
    await expect(saturdayShifts.filter({ hasText: other.name })).toContainText(night);
    await expect(saturdayShifts.filter({ hasText: worker.name })).toHaveCount(1);
    await expect(saturdayShifts.filter({ hasText: worker.name })).toContainText('21:00 – 23:00');

    // Edit Schedule: equal times are refused, an earlier end is the next morning.
    const othersFriday = fridayNights.filter({ hasText: other.name });
    const edit = await crewBuilder.editTimes(othersFriday, '19:00', '19:00');
    await expect(edit.getByText('End time must be after start time!')).toBeVisible();
    await field(edit, 'End Time').fill('03:00');
    await expect(edit.getByText('Overnight Work')).toBeVisible();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Record has been updated!');
    await expect(crewBuilder.day(friday).getByTestId('crew-shift').filter({ hasText: other.name }).filter({ hasText: '19:00 – 03:00 (next day)' })).toHaveCount(1);

    // Job Schedule lists the job's pending shifts; the other's Saturday night is deleted from there.
    await page.getByRole('button', { name: 'Job Schedule' }).click();
    const jobSchedule = page.getByRole('dialog', { name: `Job Schedule: ${job.name}` });
    const othersSaturday = jobSchedule.locator(`section[data-day="${saturday}"]`).getByTestId('crew-shift').filter({ hasText: other.name });
    await othersSaturday.getByRole('button', { name: /^Delete the shift of / }).click();
    await page.getByRole('alertdialog', { name: 'Are you sure delete this request?' }).getByRole('button', { name: 'Yes' }).click();
    await expect(othersSaturday).toHaveCount(0);
    await jobSchedule.getByRole('button', { name: 'Close', exact: true }).first().click();
    // (The page behind an open dialog, its notifications too, is hidden from assistive technology until it closes.)
    await expectNotice(page, 'Record has been deleted.');
    await expect(saturdayShifts).toHaveCount(1);

    // The worker, on a phone.
    const phone = await personAt(browser, DEMO.worker, PHONE);
    const schedule = new MyScheduleScreen(phone);
    await schedule.open();
    await schedule.view('Weekly');
    await schedule.next('week');
    const workersFriday = schedule.day(friday).getByTestId('shift').filter({ hasText: night });
    await expect(workersFriday).toContainText(job.name);
    await expect(workersFriday.getByRole('link', { name: 'Add Timecard' })).toHaveAttribute('href', new RegExp(`productionRequestId=\\d+&jobId=${job.id}&userId=${worker.id}&producedAt=`));
    // The conflicting Saturday night was not created: only the worker's own evening is there.
    await expect(schedule.day(saturday).getByTestId('shift')).toHaveCount(1);
    await expect(schedule.day(saturday).getByTestId('shift')).toContainText('21:00 – 23:00');
    await expect(schedule.day(saturday)).toHaveAttribute('data-status', 'upcoming');

    await schedule.view('Calendar');
    // The calendar opens on the month of the day the weekly view was on (today plus a week), which may already be
    // Friday's month or the one before it.
    const fridayMonth = calendarName(friday);
    const calendar = phone.getByRole('group', { name: /^Schedule of / });
    await expect(calendar).toBeVisible();
    if ((await calendar.getAttribute('aria-label')) !== fridayMonth) await schedule.next('month');
    await expect(phone.getByRole('group', { name: fridayMonth })).toBeVisible();
    await expect(schedule.calendarDay(friday)).toHaveAttribute('data-status', 'upcoming');
    await expect(schedule.calendarDay(friday)).toHaveAccessibleName(/Scheduled$/);
    await schedule.calendarDay(friday).click();
    await expect(phone.getByRole('radio', { name: 'Daily' })).toBeChecked();
    await expect(schedule.shifts.filter({ hasText: night })).toHaveCount(1);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    await phone.context().close();
  });

  test('a past shift is red until its timecard exists, then green with the check and no Delete', async ({ page, browser }) => {
    const admin = await personAt(browser, DEMO.admin);
    const api = new AdminApi(admin);
    const { job, worker } = await crewJob(api);
    // Last week's Saturday: no demo shift falls on it.
    const saturday = addDays(sundayOf(isoDay(new Date())), -1);
    const shift = await api.post<Shift>(`/api/jobs/${job.id}/production-requests`, {
      userId: worker.id,
      requestAt: localIso(saturday, '08:00'),
      requestEndsAt: localIso(saturday, '12:00'),
    });

    await page.setViewportSize(PHONE);
    await signInAs(page, DEMO.worker.username, DEMO.worker.password);
    const schedule = new MyScheduleScreen(page);
    await schedule.open();
    await schedule.view('Weekly');
    await schedule.previous('week');
    const day = schedule.day(saturday);
    await expect(day).toHaveAttribute('data-status', 'missing');
    await expect(day.getByText('Timecard missing')).toBeVisible();
    await expect(day.getByRole('link', { name: 'Add Timecard' })).toBeVisible();
    await expect(day.getByRole('button', { name: /^Delete/ })).toBeVisible();

    const detail = await api.get<{ costCodes: { id: number; isLOA: boolean }[] }>(`/api/jobs/${job.id}?includeCostCodes=true`);
    const workTypes = await api.get<{ id: number; isEquipmentRequired: boolean }[]>('/api/work-types');
    await api.post(`/api/jobs/${job.id}/productions`, {
      type: 'Time Record',
      jobId: job.id,
      userId: worker.id,
      costCodeId: detail.costCodes.find((c) => !c.isLOA)!.id,
      workTypeId: workTypes.find((w) => !w.isEquipmentRequired)!.id,
      producedAt: localIso(saturday, '08:00'),
      producedEndsAt: localIso(saturday, '12:00'),
      quantity: 4,
      isLunchbreakTaken: false,
      productionRequestId: shift.id,
      productionEquipments: [],
    });
    await admin.context().close();

    await page.reload();
    await schedule.view('Weekly');
    await schedule.previous('week');
    await expect(day).toHaveAttribute('data-status', 'submitted');
    await expect(day.getByText('All submitted')).toBeVisible();
    await expect(day.getByRole('img', { name: 'Timecard submitted' })).toBeVisible();
    await expect(day.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    // The shift's own Add Timecard is gone; the day keeps its own (another timecard that day).
    await expect(day.getByTestId('shift').getByRole('link', { name: 'Add Timecard' })).toHaveCount(0);
    await expect(day.getByRole('link', { name: /^Add Timecard on / })).toHaveAttribute('href', `#/app/time-record-form?producedAt=${saturday}`);

    await schedule.view('Calendar');
    // The calendar opens on the month of the day the weekly view was on (today less a week), which may be Saturday's
    // month or the one before it (not today's month: on 2026-12-01 it opened on Saturday's November).
    const saturdayMonth = calendarName(saturday);
    const calendar = page.getByRole('group', { name: /^Schedule of / });
    await expect(calendar).toBeVisible();
    if ((await calendar.getAttribute('aria-label')) !== saturdayMonth) await schedule.next('month');
    await expect(page.getByRole('group', { name: saturdayMonth })).toBeVisible();
    await expect(schedule.calendarDay(saturday)).toHaveAttribute('data-status', 'submitted');
  });

  test('Preview Changes without a connection says the shifts could not be checked, then checks them when it returns', async ({ page, context }) => {
    await signInAs(page, DEMO.foreman.username, DEMO.foreman.password);
    const api = new AdminApi(page);
    const { job, worker, other } = await crewJob(api);
    // The week after next's Tuesday: no demo shift of this new job.
    const tuesday = addDays(sundayOf(isoDay(new Date())), 16);
    const crewBuilder = new CrewBuilderScreen(page);
    await crewBuilder.open();
    const drawer = await crewBuilder.fillBuildCrew({ start: tuesday, end: tuesday, job: job.name, crew: [worker.name, other.name], startTime: '07:00', endTime: '15:30' });

    await context.setOffline(true);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    try {
      await drawer.getByRole('button', { name: 'Preview Changes' }).click();
      // It spun without a word, Submit disabled, for as long as the connection was away.
      await expect(crewBuilder.preview.getByRole('alert')).toHaveText(/The shifts could not be checked without a connection: they are checked when the connection returns\. Nothing was sent\./);
      await expect(crewBuilder.preview.getByRole('button', { name: 'Submit' })).toBeDisabled();
    } finally {
      await context.setOffline(false);
    }
    await expect(crewBuilder.preview.getByRole('list', { name: 'Shifts' })).toBeVisible();
    await expect(crewBuilder.preview.getByText('2 of 2 shifts will be scheduled.', { exact: false })).toBeVisible();
    await crewBuilder.submitPreview();
  });

  test('Build Crew offline: a job whose crew was never loaded says its crew members load when the connection returns', async ({ page, context }) => {
    await signInAs(page, DEMO.foreman.username, DEMO.foreman.password);
    const api = new AdminApi(page);
    const { job, worker } = await crewJob(api);
    const crewBuilder = new CrewBuilderScreen(page);
    await crewBuilder.open();
    await page.getByRole('button', { name: 'Build Crew' }).click();
    const drawer = page.getByRole('dialog', { name: 'Build Crew' });
    const offlineHint = drawer.getByText('The crew members could not be loaded without a connection: they load when the connection returns.');

    await context.setOffline(true);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    try {
      // The list stayed empty without a word (as if nobody could be chosen).
      await choose(page, 'Job', job.name, { scope: drawer });
      await expect(offlineHint).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
    await choose(page, 'Crew Members', worker.name, { scope: drawer });
    await expect(offlineHint).toHaveCount(0);
  });
});
