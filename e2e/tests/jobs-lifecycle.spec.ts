import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO, signInAs } from './support/session';
import {
  AssignScreen, CostCodeFormScreen, CostCodeUploadScreen, JobDetailScreen, JobFormScreen, JobListScreen, ProductionFormScreen, TimeRecordFormScreen,
} from '../pages/jobs/JobScreens';
import { expectNotice, field, uniqueSuffix } from '../pages/controls';
import { AdminApi } from '../pages/admin/admin-api';
import { addDays, isoDay, localIso } from '../pages/app/days';

/** A unique 9-character job number for this run (the spec's maximum). */
const runId = () => `E${uniqueSuffix(8)}`;

/** The text of every cell of a worksheet, row by row (empty cells as ''). */
function sheetText(sheet: ExcelJS.Worksheet): string[][] {
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let c = 1; c <= sheet.columnCount; c++) cells.push(row.getCell(c).text ?? '');
    rows.push(cells);
  });
  return rows;
}

async function readXlsx(path: string): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  return workbook.worksheets[0]!;
}

/** A CSV line (the values here hold no commas or quotes). */
const csvLine = (cells: readonly (string | number)[]) => cells.join(',');

function dayAgo(n: number): string {
  const d = new Date();
  d.setDate(d.getDate() - n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

test.describe('a job’s life in the browser', () => {
  test.describe.configure({ mode: 'serial' });
  const name = runId();
  const prodCode = `P-${name}`;
  const timeCode = `T-${name}`;
  let jobId = 0;
  /** The day of the time record the second test adds (the third approves it). */
  let recordDay = '';
  /** The day as the job detail's tables write it in English ('2026-10-23' -> 'Oct 23, 2026'). */
  const shownDay = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

  test('create a job with cost codes, staff and equip it, record production and see the percent complete', async ({ page }) => {
    test.setTimeout(45_000);
    await signInAs(page, DEMO.admin.username, DEMO.admin.password, '/jobs');

    const form = new JobFormScreen(page);
    await form.openAdd();
    // An empty location previews the default Canadian location.
    await expect(form.map).toHaveAttribute('src', /Toronto%2C%20ON%2C%20Canada/);
    jobId = await form.create({ name, description: 'E2E trench and pipe', location: '100 Queen St W, Toronto' });

    const codes = new CostCodeFormScreen(page);
    await codes.add(jobId, { name: prodCode, description: 'Pipe laid', quantity: 200, unit: 'm', production: true, time: false });

    // The other cost codes come by upload: the template's columns, a file with one bad row (nothing imported),
    // then the corrected file.
    const upload = new CostCodeUploadScreen(page);
    await upload.open();
    const template = await upload.downloadTemplate();
    expect(template.suggestedFilename()).toBe('cost-codes-template.xlsx');
    const [header] = sheetText(await readXlsx((await template.path())!));
    expect(header).toEqual(expect.arrayContaining(['Job Name', 'Name', 'Description', 'Quantity', 'Unit']));
    const row = (code: Record<string, string | number>) => csvLine(header!.map((title) => code[title] ?? ''));
    const timeRow = {
      'Job Name': name, Name: timeCode, Description: 'Crew time', Quantity: 1000, Unit: 'h',
      'Tracks Production': 'no', 'Tracks Employee and Equipment Time': 'yes', LOA: 'no',
    };
    const extraCode = `U-${name}`;
    const extraRow = { ...timeRow, Name: extraCode, Description: 'Fencing', Quantity: 40, Unit: 'm' };

    await upload.uploadCsv('cost-codes-bad.csv', [csvLine(header!), row(timeRow), row({ ...extraRow, Quantity: 'lots' })].join('\r\n'));
    await expect(page.getByText('There was an error uploading the file.').first()).toBeVisible();
    await expect(upload.rowsInError.getByRole('listitem')).toHaveCount(1);
    await expect(upload.rowsInError.getByRole('listitem').first()).toContainText('Row 3');
    await expect(upload.rowsInError.getByRole('listitem').first()).toContainText('Quantity');

    const detail = new JobDetailScreen(page);
    await detail.open(jobId);
    await expect(detail.costCodes()).toContainText(prodCode);
    await expect(detail.costCodes().getByRole('row').filter({ hasText: timeCode })).toHaveCount(0);

    await upload.open();
    await upload.uploadCsv('cost-codes.csv', [csvLine(header!), row(timeRow), row(extraRow)].join('\r\n'));
    await expectNotice(page, 'Cost Code has been added successfully.');
    await expect(upload.rowsInError).toHaveCount(0);
    await detail.open(jobId);
    await expect(detail.costCodes().getByRole('row').filter({ hasText: timeCode })).toContainText('Crew time');
    await expect(detail.costCodes().getByRole('row').filter({ hasText: extraCode })).toContainText('Fencing');

    const assign = new AssignScreen(page);
    await assign.assignEmployee(jobId, 'Sam Worker');
    const equipment = await assign.addFirstEquipment(jobId);

    await detail.open(jobId);
    await expect(detail.crew()).toContainText('Sam Worker');
    await expect(detail.equipment()).toContainText(equipment.split(' - ')[0]!);

    await new ProductionFormScreen(page).add(jobId, { costCode: prodCode, day: dayAgo(1), quantity: 50 });
    await detail.open(jobId);
    expect(await detail.percentComplete(prodCode)).toBe('25');
    await expect(detail.summaryRow(prodCode)).toContainText('25.00%');
  });

  test('add a time record with an equipment line through /time-records/add, then copy it', async ({ page }) => {
    test.setTimeout(45_000);
    expect(jobId).toBeGreaterThan(0);
    await signInAs(page, DEMO.admin.username, DEMO.admin.password, `/time-records/add?job_id=${jobId}`);
    const form = new TimeRecordFormScreen(page);
    // A day well before the demo schedule, so the employee has no other timecard then.
    const day = dayAgo(40 + Math.floor(Math.random() * 280));
    recordDay = day;
    await form.fill({ employee: 'Sam Worker', costCode: timeCode, workType: 'Equipment Operation', day, timeIn: '06:00', timeOut: '10:30' });
    await expect(form.hours).toHaveValue('4.5');
    await page.getByLabel('Lunch break taken').check();
    await expect(form.hours).toHaveValue('4');
    await form.addEquipmentLine(3);
    await form.save();
    await page.waitForURL(new RegExp(`#/jobs/${jobId}$`));

    const detail = new JobDetailScreen(page);
    const rows = await detail.timeRecordRows();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Sam Worker');

    await rows.first().getByRole('link', { name: 'Copy' }).click();
    await page.waitForURL(/#\/jobs\/time-records\/add\?/);
    await expect(field(page, 'Description')).toHaveValue(/^\(Copy\) /);
    await expect(field(page, 'Time In')).toHaveValue('06:00');
    await expect(form.hours).toHaveValue('4');
    // The same period would overlap the original: the copy goes to the day before.
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    const before = new Date(y, m - 1, d - 1);
    const dayBefore = `${before.getFullYear()}-${String(before.getMonth() + 1).padStart(2, '0')}-${String(before.getDate()).padStart(2, '0')}`;
    await form.fill({ day: dayBefore, timeIn: '06:00', timeOut: '10:00' });
    await form.save();
    await page.waitForURL(new RegExp(`#/jobs/${jobId}$`));
    await expect(await detail.timeRecordRows()).toHaveCount(2);
  });

  test('approve the time record from the job detail after the save question, and see it Approved after reload', async ({ page }) => {
    expect(recordDay).not.toBe('');
    await signInAs(page, DEMO.admin.username, DEMO.admin.password, `/jobs/${jobId}`);
    const detail = new JobDetailScreen(page);
    await detail.open(jobId);
    const record = (await detail.timeRecordRows()).filter({ hasText: shownDay(recordDay) });
    await expect(record).toHaveCount(1);
    const approval = detail.approvalSelect(record);
    await expect(approval).toHaveValue('N/P');

    // Discard Changes keeps the record as it was.
    await detail.setApproval(record, 'Declined', 'Discard Changes');
    await expect(approval).toHaveValue('N/P');

    await detail.setApproval(record, 'Approved', 'Save Changes');
    await expectNotice(page, 'Record has been updated!');
    await expect(approval).toHaveValue('Approved');

    await page.reload();
    await detail.open(jobId);
    const reloaded = (await detail.timeRecordRows()).filter({ hasText: shownDay(recordDay) });
    await expect(detail.approvalSelect(reloaded)).toHaveValue('Approved');
  });

  test('export the job list and read the downloaded file', async ({ page }) => {
    await signInAs(page, DEMO.admin.username, DEMO.admin.password, '/jobs');
    const list = new JobListScreen(page);
    await list.open();
    await list.search(name);
    await expect(list.row(name)).toBeVisible();
    const download = await list.export('Download Filtered (CSV)');
    expect(download.suggestedFilename()).toBe('jobs.csv');
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toContain('Job No.');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(name);
    expect(lines[1]).toContain('E2E trench and pipe');

    // The filtered list as XLS, read back: the visible headers and rows, value for value.
    const xls = await list.export('Download Filtered (XLS)');
    expect(xls.suggestedFilename()).toBe('jobs.xlsx');
    const shown = await list.visibleTable();
    const [headers, ...rows] = sheetText(await readXlsx((await xls.path())!));
    expect(headers).toEqual(shown.headers);
    expect(rows).toEqual(shown.rows);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(name);
  });
});

test("deleting a job with scheduled shifts says how many go with it before Yes (they left the schedules silently)", async ({ page }) => {
  await signInAs(page, DEMO.admin.username, DEMO.admin.password);
  const api = new AdminApi(page);
  const name = `D${uniqueSuffix(8)}`;
  const job = await api.post<{ id: number }>('/api/jobs', { name, description: 'Scheduled by mistake' });
  const worker = (await api.get<{ id: number; username: string }[]>('/api/users')).find((u) => u.username === DEMO.worker.username);
  await api.post(`/api/jobs/${job.id}/assignments`, { userId: worker!.id, jobId: job.id, assignment: 'Crew' });
  // Two shifts far ahead (on days no other story schedules), 03:00 to 04:00.
  const first = addDays(isoDay(new Date()), 300 + Math.floor(Math.random() * 60));
  for (const day of [first, addDays(first, 1)]) {
    await api.post(`/api/jobs/${job.id}/production-requests`, { userId: worker!.id, requestAt: localIso(day, '03:00'), requestEndsAt: localIso(day, '04:00') });
  }

  const shiftsOfJob = async () =>
    (await api.get<{ jobId: number }[]>(`/api/users/${worker!.id}/production-requests?startsAt=${first}&endsAt=${addDays(first, 2)}`)).filter((r) => r.jobId === job.id);
  expect(await shiftsOfJob()).toHaveLength(2);

  const list = new JobListScreen(page);
  await list.open();
  await page.reload(); // the list read again, with the job made above
  await list.search(name);
  await list.row(name).getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure delete this job?' });
  await expect(dialog).toContainText('This job has 2 scheduled shifts (today or later): deleting the job removes them from the schedule.');
  await expect(dialog).toContainText('Click "Yes" to continue.');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expectNotice(page, 'Job deleted.');
  await expect(list.row(name)).toHaveCount(0);
  expect(await shiftsOfJob()).toEqual([]); // gone from the worker's schedule, as the confirmation said
});
