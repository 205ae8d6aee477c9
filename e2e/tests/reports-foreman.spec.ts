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
  const yesterday = addDays(isoDay(new Date()), -1);
  const range = `requestAt=${encodeURIComponent(localIso(yesterday, '00:00'))}&requestEndsAt=${encodeURIComponent(localIso(yesterday, '23:59'))}`;
  // The demo's foreman crew job has a shift yesterday whose worker never sent a timecard.
  let job: Job | undefined;
  for (const candidate of await api.get<Job[]>('/api/jobs?excludeDone=true')) {
    const pending = await api.get<Request[]>(`/api/jobs/${candidate.id}/production-requests?isPending=true&${range}`);
    if (pending.length > 0) {
      job = candidate;
      break;
    }
  }
  expect(job, 'a job with a missing timecard yesterday').toBeDefined();

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
  await expect(screens.hoursCell(id)).toHaveText(new RegExp(`${hours}$`));
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

  // The previous day is one click away; the next day after today is not offered.
  await page.getByRole('button', { name: 'Next Day' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${addDays(yesterday, 1)}$`));
  await expect(page.getByRole('button', { name: 'Next Day' })).toBeDisabled();
});
