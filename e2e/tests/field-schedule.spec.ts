import { expect, test, type Browser, type Page } from '@playwright/test';
import { AdminApi } from '../pages/admin/admin-api';
import { expectNotice, field } from '../pages/controls';
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

test.describe('the crew schedule, from the foreman to the worker', () => {
  test('the foreman builds next week\'s night crew (a conflict is shown and ignored) and the worker sees the shifts on a phone', async ({ page, browser }) => {
    test.slow(); // two people on two devices, ten shifts checked and created
    await signInAs(page, DEMO.foreman.username, DEMO.foreman.password);
    const api = new AdminApi(page);
    const { job, worker, other } = await crewJob(api);
    const monday = addDays(sundayOf(isoDay(new Date())), 8);
    const tuesday = addDays(monday, 1);
    const friday = addDays(monday, 4);
    // The worker already works Tuesday night on this job: the crew build's Tuesday shift for them conflicts.
    await api.post<Shift>(`/api/jobs/${job.id}/production-requests`, {
      userId: worker.id,
      requestAt: localIso(tuesday, '21:00'),
      requestEndsAt: localIso(tuesday, '23:00'),
    });

    const crewBuilder = new CrewBuilderScreen(page);
    await crewBuilder.open();
    await crewBuilder.buildCrew({ start: monday, end: friday, job: job.name, crew: [worker.name, other.name], startTime: '20:00', endTime: '04:00' });
    await expect(crewBuilder.preview.getByRole('alert')).toHaveText(/There are 1 conflicts\. Conflicted requests will be ignored once submitted\./);
    await expect(crewBuilder.preview.getByText('9 of 10 shifts will be scheduled.', { exact: false })).toBeVisible();
    await expect(crewBuilder.preview.locator('li[data-conflict]')).toHaveCount(1);
    await expect(crewBuilder.preview.locator('li[data-conflict]')).toContainText(worker.name);
    await crewBuilder.submitPreview();

    // The week of the build: nine new night shifts and the worker's own Tuesday shift, all pending.
    await expect(crewBuilder.shifts).toHaveCount(10);
    await expect(crewBuilder.day(monday).getByTestId('crew-shift')).toHaveCount(2);
    await expect(crewBuilder.day(monday).getByTestId('crew-shift').first()).toContainText('20:00 – 04:00 (next day)');
    const tuesdayShifts = crewBuilder.day(tuesday).getByTestId('crew-shift');
    await expect(tuesdayShifts.filter({ hasText: worker.name })).toHaveCount(1);
    await expect(tuesdayShifts.filter({ hasText: worker.name })).toContainText('21:00 – 23:00');

    // Edit Schedule: equal times are refused, an earlier end is the next morning.
    const otherFriday = crewBuilder.day(friday).getByTestId('crew-shift').filter({ hasText: other.name });
    const edit = await crewBuilder.editTimes(otherFriday, '19:00', '19:00');
    await expect(edit.getByText('End time must be after start time!')).toBeVisible();
    await field(edit, 'End Time').fill('03:00');
    await expect(edit.getByText('Overnight Work')).toBeVisible();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Record has been updated!');
    await expect(otherFriday).toContainText('19:00 – 03:00 (next day)');

    // Job Schedule lists the job's pending shifts; one is deleted from there.
    await page.getByRole('button', { name: 'Job Schedule' }).click();
    const jobSchedule = page.getByRole('dialog', { name: `Job Schedule: ${job.name}` });
    const otherThursday = jobSchedule.locator(`section[data-day="${addDays(monday, 3)}"]`).getByTestId('crew-shift').filter({ hasText: other.name });
    await otherThursday.getByRole('button', { name: /^Delete the shift of / }).click();
    await page.getByRole('alertdialog', { name: 'Are you sure delete this request?' }).getByRole('button', { name: 'Yes' }).click();
    await expect(otherThursday).toHaveCount(0);
    await jobSchedule.getByRole('button', { name: 'Close', exact: true }).first().click();
    // (The page behind an open dialog, its notifications too, is hidden from assistive technology until it closes.)
    await expectNotice(page, 'Record has been deleted.');
    await expect(crewBuilder.shifts).toHaveCount(9);

    // The worker, on a phone.
    const phone = await personAt(browser, DEMO.worker, PHONE);
    const schedule = new MyScheduleScreen(phone);
    await schedule.open();
    await schedule.view('Weekly');
    await schedule.next('week');
    await expect(schedule.day(monday).getByTestId('shift')).toHaveText([new RegExp(`${job.name}.*20:00 – 04:00 \\(next day\\)`)]);
    await expect(schedule.day(tuesday).getByTestId('shift')).toContainText(['21:00 – 23:00']);
    await expect(schedule.day(tuesday)).toHaveAttribute('data-status', 'upcoming');
    await expect(schedule.day(monday).getByRole('link', { name: 'Add Timecard' })).toHaveAttribute('href', new RegExp(`productionRequestId=\\d+&jobId=${job.id}&userId=${worker.id}&producedAt=`));

    await schedule.view('Calendar');
    if (monday.slice(0, 7) !== isoDay(new Date()).slice(0, 7)) await schedule.next('month');
    await expect(schedule.calendarDay(monday)).toHaveAttribute('data-status', 'upcoming');
    await expect(schedule.calendarDay(monday)).toHaveAccessibleName(/Scheduled$/);
    await schedule.calendarDay(monday).click();
    await expect(phone.getByRole('radio', { name: 'Daily' })).toBeChecked();
    await expect(schedule.shifts).toHaveCount(1);
    await expect(schedule.shifts).toContainText('20:00 – 04:00 (next day)');
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
    await expect(day.getByRole('link', { name: 'Add Timecard' })).toHaveCount(0);

    await schedule.view('Calendar');
    if (saturday.slice(0, 7) !== isoDay(new Date()).slice(0, 7)) await schedule.previous('month');
    await expect(schedule.calendarDay(saturday)).toHaveAttribute('data-status', 'submitted');
  });
});
