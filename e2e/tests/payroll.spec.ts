import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNotice } from '../pages/controls';
import { dayBefore, expectEquipmentFileShape, expectPayrollFileShape, PayrollScreens, timeCardIds } from '../pages/hr/PayrollScreens';
import { seriousFindings } from './support/axe';
import { ApiAs, prepareCrew } from '../pages/reports/report-data';
import { DEMO, signInAs } from './support/session';
import { statutoryHolidays } from '../../backend/src/modules/overtime/statutory-holidays';

test.describe.configure({ mode: 'serial' });

test('the payroll clerk sees the missing time cards of today, with the overdue requests listed', async ({ page }) => {
  test.setTimeout(150_000); // the report of the period shows beside the check: axe reads both
  await signInAs(page, DEMO.payroll.username, DEMO.payroll.password, '/human-resources/payroll-report');
  const screens = new PayrollScreens(page);
  // The demo week always has a past shift without a time card (the worker's), so the check warns.
  // The first screen of a feature app loads its remote: room for a busy machine.
  await expect(page.getByRole('alert').filter({ hasText: 'There are missing time cards.' })).toBeVisible({ timeout: 20_000 });
  const requests = page.getByRole('region', { name: 'Pending requests' }).getByRole('listitem');
  await expect(requests.first()).toBeVisible();
  await expect(requests.filter({ hasText: 'Earlier' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next period' })).toBeDisabled();
  expect(await seriousFindings(page)).toEqual([]);

  // A future day in the address is today.
  await screens.openCheck('2999-01-01');
  await expect(page.getByRole('button', { name: 'Next period' })).toBeDisabled();
  await page.getByRole('button', { name: 'Previous period' }).click();
  await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByRole('button', { name: 'Next period' })).toBeEnabled();
});

test('the payroll clerk approves, exports the period, sees the rows locked, resets one and exports it again', async ({ page }) => {
  test.setTimeout(150_000);
  await signInAs(page, DEMO.payroll.username, DEMO.payroll.password, '/home');
  // A pending time record of its own, a week ago, of a new employee on payroll (the demo data's records of that
  // period may all be decided already, whatever the day the test runs on).
  const admin = await ApiAs.signIn(page, DEMO.admin.username, DEMO.admin.password);
  const crew = await prepareCrew(admin, { prefix: 'Payroll Approval', days: [dayBefore(7)] });
  const approved = crew.records[0]!.id;
  const screens = new PayrollScreens(page);
  await screens.openCheck(dayBefore(7));
  await page.getByRole('button', { name: 'View Report' }).click();
  await expect(screens.table).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^Pay period: \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}/)).toBeVisible();
  await expect(screens.table.locator('tbody > tr').first()).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);

  await screens.approve(approved, crew.name);

  const first = await screens.downloadAll();
  expect(first.name).toMatch(/_payroll_\d{8}_\d{14}\.txt$/);
  expectPayrollFileShape(first.text);
  expect(timeCardIds(first.text)).toContain(approved);
  const exported = timeCardIds(first.text).length;
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText(new RegExp(`^${exported} records? exported\\.`)).first()).toBeVisible();

  // The exported rows are locked: greyed, no selection, approval read-only, a Reset button.
  const row = screens.row(approved);
  await expect(row).toHaveAttribute('data-muted', 'true');
  await expect(row.getByRole('checkbox', { name: 'Select row' })).toBeDisabled();
  await expect(row.getByRole('combobox', { name: 'Approval' })).toHaveCount(0);
  await row.getByRole('button', { name: 'Reset' }).click();
  await expectNotice(page, 'Export reset!');
  await expect(row.getByRole('checkbox', { name: 'Select row' })).toBeEnabled();

  const second = await screens.downloadAll();
  expectPayrollFileShape(second.text);
  expect(timeCardIds(second.text)).toEqual([approved]);

  // The equipment file of the period has the documented line length too.
  await page.getByRole('radio', { name: 'Equipment file' }).click();
  const equipment = await screens.downloadAll();
  expect(equipment.name).toMatch(/_equipment_\d{8}_\d{14}\.txt$/);
  expectEquipmentFileShape(equipment.text);

  // Past exports: both payroll files are listed with their record counts; one downloads the same bytes again. Two
  // exports within one second share a file name (it ends in the second), so a file's row is found by its count too.
  await page.getByRole('button', { name: 'Past exports' }).click();
  const drawer = page.getByRole('dialog', { name: 'Past exports' });
  const fileRow = (file: { name: string }, records: number) => drawer.getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Download ${file.name}` }) })
    .filter({ has: page.locator('td:nth-child(5)', { hasText: new RegExp(`^${records}$`) }) });
  await expect(fileRow(first, exported)).toHaveCount(1);
  await expect(fileRow(second, 1)).toHaveCount(1);
  expect(await seriousFindings(page)).toEqual([]);
  const [again] = await Promise.all([page.waitForEvent('download'), fileRow(second, 1).getByRole('button', { name: `Download ${second.name}` }).click()]);
  expect(again.suggestedFilename()).toBe(second.name);
  expect(readFileSync(await again.path(), 'latin1')).toBe(second.text);
});

test('the payroll query shows the same report for a chosen range', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAs(page, DEMO.payroll.username, DEMO.payroll.password, `/human-resources/payroll-query?start=${dayBefore(13)}&end=${dayBefore(7)}`);
  const screens = new PayrollScreens(page);
  await expect(screens.table).toBeVisible({ timeout: 20_000 }); // the first screen loads its remote: a busy machine's pace
  await expect(page.getByText(`Period: ${dayBefore(13)} to ${dayBefore(7)}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download All' })).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
});

test('the payroll clerk sees a 10-hour day as 8 regular + 2 overtime on the report and in the file (BC ESA s. 40)', async ({ page }) => {
  test.setTimeout(150_000);
  await signInAs(page, DEMO.payroll.username, DEMO.payroll.password, '/home');
  // Demo Construction pays overtime under CA-BC. A day of last week that is not a BC statutory holiday (on one, all
  // 10 hours would be overtime), for a new employee with no other hours that week.
  const holidays = statutoryHolidays({ country: 'CA', state: 'BC' }, [new Date().getFullYear() - 1, new Date().getFullYear()]);
  const day = [7, 8, 9, 10, 11, 12, 13].map(dayBefore).find((d) => !holidays.has(d))!;
  const admin = await ApiAs.signIn(page, DEMO.admin.username, DEMO.admin.password);
  const crew = await prepareCrew(admin, { prefix: 'Payroll Overtime', days: [day], hours: 10 });
  const id = crew.records[0]!.id;
  const screens = new PayrollScreens(page);
  await screens.openCheck(day);
  await page.getByRole('button', { name: 'View Report' }).click();
  await expect(screens.table).toBeVisible({ timeout: 20_000 });
  await screens.approve(id, crew.name);

  const cells = screens.row(id).getByRole('cell');
  const shown = async (title: string) => (await cells.nth(await screens.columnIndex(title)).textContent())?.trim();
  expect([await shown('Regular'), await shown('OT'), await shown('DT')]).toEqual(['8.00', '2.00', '0.00']);

  const file = await screens.downloadAll();
  expectPayrollFileShape(file.text);
  const line = file.text.split('\r\n').find((l) => l.startsWith('T') && Number(l.slice(195, 205)) === id)!;
  // Columns 154-159 regular, 456-461 overtime, 462-467 double time (docs/payroll-file.md "Overtime").
  expect([line.slice(153, 159), line.slice(455, 461), line.slice(461, 467)]).toEqual(['000800', '000200', '000000']);

  // The line's record id (columns 196-205) opens the record, whose detail explains the split in words.
  await page.goto(`/#/jobs/time-records/${id}`);
  await expect(page.getByText('Hours: 8 h regular; 2 h overtime after 8 h in a day (BC ESA s. 40)')).toBeVisible({ timeout: 20_000 });
});
