import { expect, test } from '@playwright/test';
import { expectNotice, uniqueSuffix } from '../pages/controls';
import { ApiAs, browserLocalIso, dayFromToday, markExported, prepareCrew, type RecordRow } from '../pages/reports/report-data';
import { ManagerReportScreen, RangeQueryScreen, SubcontractorReportScreen } from '../pages/reports/ReportScreens';
import { seriousFindings } from './support/axe';
import { DEMO, signInAs } from './support/session';

/** Five working days of last week up to yesterday: all inside the report's default range (the last 7 days). */
const WEEK = [-5, -4, -3, -2, -1].map(dayFromToday);

test('the manager approves a week of their team in the batch drawer and finds the exported record locked', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAs(page, DEMO.manager.username, DEMO.manager.password, '/home');
  const admin = await ApiAs.signIn(page, DEMO.admin.username, DEMO.admin.password);
  const crew = await prepareCrew(admin, { prefix: 'Team Member', days: WEEK, managerUsername: DEMO.manager.username });
  const exported = crew.records[2]!;
  await markExported(admin, exported.id);

  const query = new RangeQueryScreen(page, '/reports/manager-query');
  await query.open();
  await expect(query.start).toHaveValue(dayFromToday(-6));
  await expect(query.end).toHaveValue(dayFromToday(0));
  expect(await seriousFindings(page)).toEqual([]);
  await query.viewReport();
  await expect(page).toHaveURL(new RegExp(`#/reports/manager-report\\?start=${dayFromToday(-6)}&end=${dayFromToday(0)}$`));

  const report = new ManagerReportScreen(page);
  const rows = report.records;
  await rows.search(crew.name);
  await expect(rows.row(crew.name)).toHaveCount(5);
  const locked = rows.row(exported.description!);
  await rows.expectLocked(locked);
  await expect(locked.getByRole('cell', { name: 'Exported' })).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);

  for (const record of crew.records.filter((r) => r.id !== exported.id)) await rows.select(rows.row(record.description!));
  await expect(page.getByText('4 selected')).toBeVisible();
  const drawer = await report.batchApprove('Approved');
  await expectNotice(page, 'Records has been updated!');
  await expect(drawer).toBeHidden();

  // Each approved row shows Approved in its select; the exported one stays read-only.
  for (const record of crew.records.filter((r) => r.id !== exported.id)) {
    await expect(rows.row(record.description!).getByRole('combobox', { name: 'Approval' })).toHaveValue('Approved');
  }
  await rows.expectLocked(locked);

  // The server saved the four and left the exported one as it was.
  const saved = await admin.get<RecordRow[]>(
    `/api/jobs/productions?userId=${crew.userId}&producedStartsAt=${dayFromToday(-6)}&producedEndsAt=${dayFromToday(0)}`,
  );
  expect(saved.filter((r) => r.isApproved === true).map((r) => r.id).sort()).toEqual(crew.records.filter((r) => r.id !== exported.id).map((r) => r.id).sort());
  expect(saved.find((r) => r.id === exported.id)?.isApproved).toBeNull();
});

test('an approval the server refuses (exported meanwhile) is reported and the rest is saved', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAs(page, DEMO.manager.username, DEMO.manager.password, '/home');
  const admin = await ApiAs.signIn(page, DEMO.admin.username, DEMO.admin.password);
  const crew = await prepareCrew(admin, { prefix: 'Late Export', days: WEEK.slice(0, 2), managerUsername: DEMO.manager.username });
  await page.goto(`/#/reports/manager-report?start=${dayFromToday(-6)}&end=${dayFromToday(0)}`);
  const report = new ManagerReportScreen(page);
  await report.records.search(crew.name);
  for (const r of crew.records) await report.records.select(report.records.row(r.description!));
  await markExported(admin, crew.records[0]!.id); // the payroll export runs while the manager is choosing
  const drawer = await report.batchApprove('Declined');
  // The warning and the refused row, inside the drawer that stays open (a notification says it too, outside the dialog).
  const refused = drawer.getByRole('alert');
  await expect(refused).toContainText('Some records failed to update!');
  await expect(refused).toContainText(`${crew.name}, ${WEEK[0]}: This record has been exported and is read-only until its export is reset.`);
  await drawer.getByRole('button', { name: 'Cancel' }).click();
  await expect(report.records.row(crew.records[1]!.description!).getByRole('combobox', { name: 'Approval' })).toHaveValue('Declined');
  await report.records.expectLocked(report.records.row(crew.records[0]!.description!));
});

test('the subcontractor report shows the subcontractors\' records and sets their invoice status in batch', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAs(page, DEMO.manager.username, DEMO.manager.password, '/home');
  const admin = await ApiAs.signIn(page, DEMO.admin.username, DEMO.admin.password);
  const sub = await prepareCrew(admin, { prefix: 'Subcontractor Hand', days: WEEK.slice(0, 3), isSubcontractor: true });
  const employee = await prepareCrew(admin, { prefix: 'Own Employee', days: WEEK.slice(0, 1) });

  const query = new RangeQueryScreen(page, '/reports/subcontractor-report');
  await query.open();
  expect(await seriousFindings(page)).toEqual([]);
  await query.viewReport();
  await expect(page).toHaveURL(/#\/reports\/subcontractor-report\/report\?start=.*&end=.*$/);

  const report = new SubcontractorReportScreen(page);
  await expect(report.records.row(sub.name)).toHaveCount(3);
  await expect(report.records.row(employee.name)).toHaveCount(0);
  await expect(report.productions).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);

  await report.records.search(sub.name);
  for (const r of sub.records.slice(0, 2)) await report.records.select(report.records.row(r.description!));
  await report.setInvoiceStatus('Ready for Invoicing');
  await expectNotice(page, 'Records has been updated!');
  for (const r of sub.records.slice(0, 2)) {
    await expect(report.records.row(r.description!).getByRole('combobox', { name: 'Invoice Status' })).toHaveValue('Ready for Invoicing');
  }
  await expect(report.records.row(sub.records[2]!.description!).getByRole('combobox', { name: 'Invoice Status' })).toHaveValue('N/A');
  const saved = await admin.get<RecordRow[]>(
    `/api/jobs/productions?userId=${sub.userId}&producedStartsAt=${dayFromToday(-6)}&producedEndsAt=${dayFromToday(0)}`,
  );
  expect(saved.map((r) => [r.id, r.invoiceStatus]).sort()).toEqual([
    [sub.records[0]!.id, 'Ready for Invoicing'], [sub.records[1]!.id, 'Ready for Invoicing'], [sub.records[2]!.id, 'N/A'],
  ].sort());
});

test("the subcontractor report's productions total their quantities only when they are of one unit", async ({ page }) => {
  test.setTimeout(60_000);
  await signInAs(page, DEMO.manager.username, DEMO.manager.password, '/home');
  const query = new RangeQueryScreen(page, '/reports/subcontractor-report');
  await query.open();
  await query.viewReport();
  const productions = new SubcontractorReportScreen(page).productions;
  await expect(productions.locator('tbody tr').first()).toBeVisible();
  // The demo's productions of the last 7 days are in m, m3, t, m2...: 12 m3 and 45 t do not add up.
  const units = new Set(await productions.locator('tbody tr td:nth-child(5)').allTextContents());
  expect(units.size).toBeGreaterThan(1);
  await expect(productions.locator('tfoot', { hasText: /\d/ })).toHaveCount(0);
});

test.describe('in Vancouver', () => {
  test.use({ timezoneId: 'America/Vancouver', viewport: { width: 1366, height: 800 } });

  test("an evening shift of today edits inline in the subcontractor report (it was refused as 'The date cannot be in the future.')", async ({ page }) => {
    test.setTimeout(60_000);
    await signInAs(page, DEMO.manager.username, DEMO.manager.password, '/home');
    const admin = await ApiAs.signIn(page, DEMO.admin.username, DEMO.admin.password);
    const sub = await prepareCrew(admin, { prefix: 'Evening Hand', days: [], isSubcontractor: true });
    const description = `Evening pour ${uniqueSuffix()}`;
    // 19:00 to 23:00 today in Vancouver: the next day in UTC.
    await admin.post(`/api/jobs/${sub.jobId}/productions`, {
      type: 'Time Record', jobId: sub.jobId, costCodeId: sub.costCodeId, userId: sub.userId, workTypeId: sub.workTypeId,
      producedAt: await browserLocalIso(page, 0, '19:00'), producedEndsAt: await browserLocalIso(page, 0, '23:00'), quantity: 4, description,
    });

    const query = new RangeQueryScreen(page, '/reports/subcontractor-report');
    await query.open();
    await query.viewReport();
    const row = new SubcontractorReportScreen(page).records.row(description);
    // From the keyboard: the pinned columns on the right cover the Hours cell until the table is scrolled.
    await row.getByRole('button', { name: /^Edit Hours/ }).press('Enter');
    const input = page.getByRole('spinbutton', { name: 'Hours' });
    await input.fill('3.5');
    await input.press('Enter');
    await expectNotice(page, 'Record has been updated!');
    await expect(row.getByRole('button', { name: /^Edit Hours/ })).toHaveText(/3\.50/);
  });
});
