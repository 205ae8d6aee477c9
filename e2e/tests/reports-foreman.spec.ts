import { expect, test } from '@playwright/test';
import { AdminApi } from '../pages/admin/admin-api';
import { addDays, isoDay, localIso } from '../pages/app/days';
import { expectNotice } from '../pages/controls';
import { ForemanScreens } from '../pages/reports/ForemanScreens';
import { seriousFindings } from './support/axe';
import { DEMO, signInAs } from './support/session';

interface Job {
  id: number;
  name: string;
}
interface Request {
  id: number;
}
interface Production {
  id: number;
  type: string;
  quantity: number;
  isApproved: boolean | null;
  userId: number | null;
}

test('the foreman checks yesterday: deletes the stale request, edits an hour, approves a record', async ({ page }) => {
  test.slow();
  const foreman = (await signInAs(page, DEMO.foreman.username, DEMO.foreman.password)) as unknown as { id: number };
  const api = new AdminApi(page);
  const today = isoDay(new Date());
  const dayRange = (day: string, from: string, to: string) =>
    `${from}=${encodeURIComponent(localIso(day, '00:00'))}&${to}=${encodeURIComponent(localIso(day, '23:59'))}`;
  // The demo's foreman crew job has a shift the company's yesterday whose worker never sent a timecard, beside the
  // crew's records. The seed's days are the company's (Vancouver): in the test's clock that is yesterday, or the day
  // before while Vancouver's date is behind (UTC 00:00 to 08:00), when yesterday holds Vancouver's today, still unsent.
  let job: Job | undefined;
  let yesterday = '';
  for (const back of [1, 2, 3]) {
    const day = addDays(today, -back);
    for (const candidate of await api.get<Job[]>('/api/jobs?excludeDone=true')) {
      const pending = await api.get<Request[]>(`/api/jobs/${candidate.id}/production-requests?isPending=true&${dayRange(day, 'requestAt', 'requestEndsAt')}`);
      if (pending.length === 0) continue;
      const records = await api.get<Production[]>(`/api/jobs/${candidate.id}/productions?${dayRange(day, 'producedStartsAt', 'producedEndsAt')}`);
      if (records.some((r) => r.type === 'Time Record' && r.userId !== foreman.id)) {
        job = candidate;
        yesterday = day;
        break;
      }
    }
    if (job) break;
  }
  expect(job, 'a job with a missing timecard and submitted records on one of the last days').toBeDefined();

  const screens = new ForemanScreens(page);
  await screens.openQuery();
  expect(await seriousFindings(page)).toEqual([]);
  await screens.check(job!.name, yesterday);
  await expect(page).toHaveURL(new RegExp(`#/reports/foreman-report/${job!.id}\\?date=${yesterday}$`));

  await expect(page.getByText('Missing Time Cards', { exact: true })).toBeVisible();
  await expect(page.getByText('Please remind workers to submit time cards.')).toBeVisible();
  await expect(screens.pendingTable).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  expect(await screens.deletePendingRequests()).toBeGreaterThanOrEqual(1);
  await expect(page.getByText('No Pending Time Cards', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'View Report' }).click();
  await expect(screens.timeRecords).toBeVisible();
  await expect(page.getByRole('table', { name: 'Productions' })).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);

  // An hour less on the first open record: saved, and the out time moved with it.
  const id = await screens.firstEditableRecordId();
  const before = await api.get<Production>(`/api/jobs/productions/${id}`);
  const hours = Math.max(1, before.quantity - 1);
  await screens.editHours(id, hours);
  // Shown with two decimals, as every Hours column: 7 is '7.00'.
  await expect(screens.hoursCell(id)).toHaveText(new RegExp(`${hours.toFixed(2).replace('.', '\\.')}$`));
  expect((await api.get<Production>(`/api/jobs/productions/${id}`)).quantity).toBe(hours);

  // Approve a record that is not approved yet (or, if the manager already approved all, decline one and approve it).
  const records = (await api.get<Production[]>(`/api/jobs/${job!.id}/productions?producedStartsAt=${encodeURIComponent(localIso(yesterday, '00:00'))}&producedEndsAt=${encodeURIComponent(localIso(yesterday, '23:59'))}`))
    .filter((r) => r.type === 'Time Record' && r.userId !== foreman.id);
  const open = records.find((r) => r.isApproved !== true) ?? records[0]!;
  if (open.isApproved === true) await screens.setApproval(open.id, 'Declined');
  await screens.setApproval(open.id, 'Approved');
  await expectNotice(page, 'Record has been updated!');
  await expect(screens.recordRow(open.id).getByRole('combobox', { name: 'Approval' })).toHaveValue('Approved');
  expect((await api.get<Production>(`/api/jobs/productions/${open.id}`)).isApproved).toBe(true);

  // The next day is one click away, up to today; the day after today is not offered.
  for (let day = addDays(yesterday, 1); day <= today; day = addDays(day, 1)) {
    await page.getByRole('button', { name: 'Next Day' }).click();
    await expect(page).toHaveURL(new RegExp(`date=${day}$`));
  }
  await expect(page.getByRole('button', { name: 'Next Day' })).toBeDisabled();
});
