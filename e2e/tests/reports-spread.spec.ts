import { expect, test, type Page } from '@playwright/test';
import { apiGet } from '../pages/jobs/RecordHistory';
import { EquipmentUsageScreen, SpreadScreens } from '../pages/reports/SpreadScreens';
import { seriousFindings } from './support/axe';
import { DEMO, signInAs } from './support/session';

interface Line {
  equipmentId: number;
  hoursUsed: number;
  litersOfFuel: number | null;
}
interface TimeRecord {
  id: number;
  type: string;
  jobId: number;
  producedAt: string;
  quantity: number;
  job?: { id: number; name: string; description: string };
  productionEquipments?: Line[];
}
interface Machine {
  id: number;
  name: string;
  equipmentUsage: Line[];
}

/** The local day of a Date (the browser runs on this machine, in its zone). */
const dayOf = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
/** The last `n` days up to today, as the report forms default. */
function lastDays(n: number): { start: string; end: string; days: string[] } {
  const today = new Date();
  const days = Array.from({ length: n }, (_, i) => dayOf(new Date(today.getFullYear(), today.getMonth(), today.getDate() - (n - 1 - i))));
  return { start: days[0]!, end: days[n - 1]!, days };
}
/** The instants the screens ask for: the start day's first moment to the end day's last, in local time. */
function bounds(range: { start: string; end: string }): string {
  const [sy, sm, sd] = range.start.split('-').map(Number) as [number, number, number];
  const [ey, em, ed] = range.end.split('-').map(Number) as [number, number, number];
  return new URLSearchParams({
    producedStartsAt: new Date(sy, sm - 1, sd).toISOString(),
    producedEndsAt: new Date(ey, em - 1, ed, 23, 59, 59, 999).toISOString(),
  }).toString();
}
/** Hours as the screens show them: summed in hundredths, two decimals, the thousands grouped ('1,553.00'). */
const cents = (hours: number | null | undefined) => Math.round(Number(hours ?? 0) * 100);
const shown = (c: number) => `${Math.floor(c / 100).toLocaleString('en-US')}.${String(c % 100).padStart(2, '0')}`;

/** The job with the most time records in the range, and the records of that job as the report asks for them. */
async function busiestJob(page: Page, range: { start: string; end: string }) {
  const all = await apiGet<TimeRecord[]>(page, `/api/jobs/productions?type=Time%20Record&includeJob=true&${bounds(range)}`);
  const counts = new Map<number, number>();
  for (const r of all) counts.set(r.jobId, (counts.get(r.jobId) ?? 0) + 1);
  const [jobId] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!jobId) throw new Error('The demo data has no time record in the last 7 days');
  const job = all.find((r) => r.jobId === jobId)!.job!;
  return { job, label: `${job.name} - ${job.description}` };
}

async function recordsOf(page: Page, jobId: number, range: { start: string; end: string }, subcontractors = false): Promise<TimeRecord[]> {
  const flag = subcontractors ? '&isForSubcontractor=true' : '';
  return apiGet<TimeRecord[]>(page, `/api/jobs/productions?jobId=${jobId}&type=Time%20Record&includeProductionEquipment=true${flag}&${bounds(range)}`);
}

/** The hundredths of the records per local day: the employees' hours plus their machines' hours. */
function perDay(records: readonly TimeRecord[]) {
  const days = new Map<string, number>();
  let employees = 0;
  let equipment = 0;
  for (const r of records) {
    const day = dayOf(new Date(r.producedAt));
    const machine = (r.productionEquipments ?? []).reduce((s, l) => s + cents(l.hoursUsed), 0);
    employees += cents(r.quantity);
    equipment += machine;
    days.set(day, (days.get(day) ?? 0) + cents(r.quantity) + machine);
  }
  return { days, employees, equipment };
}

test('the spread report\'s totals equal the job\'s records, per day and for the week', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAs(page, DEMO.manager.username, DEMO.manager.password);
  const spread = new SpreadScreens(page);
  const week = lastDays(7);

  await spread.openForm();
  await expect(spread.rangeStart()).toHaveValue(week.start);
  await expect(spread.rangeEnd()).toHaveValue(week.end);
  await spread.view();
  await expect(page.getByText('This field is required.')).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);

  const { job, label } = await busiestJob(page, week);
  await spread.chooseJob(label);
  await spread.view();
  await page.waitForURL(new RegExp(`#/reports/spread-report/${job.id}\\?start=${week.start}&end=${week.end}$`));
  const table = spread.report();
  await expect(table.table).toBeVisible();

  const records = await recordsOf(page, job.id, week);
  expect(records.length).toBeGreaterThan(0);
  const expected = perDay(records);
  const titles = await table.titles();
  expect(titles.filter((t) => /^\d{4}-\d{2}-\d{2}$/.test(t))).toEqual(week.days);
  for (const day of week.days) {
    const hours = expected.days.get(day) ?? 0;
    expect(await table.total(day), `total of ${day}`).toBe(shown(hours));
  }
  expect(await table.total('Total')).toBe(shown(expected.employees + expected.equipment));
  expect(await spread.figures()).toEqual({ employees: shown(expected.employees), equipment: shown(expected.equipment) });
  expect(await seriousFindings(page)).toEqual([]);
});

test('the subcontractor spread shows the subcontractors\' records of the job only, with the same totals as they have', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAs(page, DEMO.manager.username, DEMO.manager.password);
  const spread = new SpreadScreens(page);
  const week = lastDays(7);
  const subsOfAll = await apiGet<TimeRecord[]>(page, `/api/jobs/productions?type=Time%20Record&isForSubcontractor=true&${bounds(week)}`);
  const jobId = subsOfAll[0]?.jobId;
  if (!jobId) throw new Error('The demo data has no subcontractor record in the last 7 days');
  const subs = perDay(await recordsOf(page, jobId, week, true));
  const everyone = perDay(await recordsOf(page, jobId, week));
  expect(subs.employees).toBeLessThan(everyone.employees);

  await page.goto(`/#/reports/spread-report/${jobId}?start=${week.start}&end=${week.end}`);
  await expect(spread.report().table).toBeVisible();
  expect(await spread.figures()).toEqual({ employees: shown(everyone.employees), equipment: shown(everyone.equipment) });
  await page.getByRole('link', { name: 'Subcontractors Only' }).click();
  await page.waitForURL(new RegExp(`#/reports/subcontractor-spread-report/${jobId}\\?start=${week.start}&end=${week.end}$`));
  await expect(page.getByRole('table', { name: /^Subcontractor spread report:/ })).toBeVisible();
  expect(await spread.figures()).toEqual({ employees: shown(subs.employees), equipment: shown(subs.equipment) });
  for (const day of week.days) expect(await spread.report().total(day), `total of ${day}`).toBe(shown(subs.days.get(day) ?? 0));
  expect(await seriousFindings(page)).toEqual([]);
});

test('the equipment usage lists a machine with its hours and fuel in the range, and its usage lines', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAs(page, DEMO.manager.username, DEMO.manager.password);
  const month = lastDays(30);
  const machines = await apiGet<Machine[]>(page, `/api/equipment?includeEquipmentUsage=true&${bounds(month)}`);
  const busiest = [...machines].sort((a, b) => b.equipmentUsage.length - a.equipmentUsage.length)[0]!;
  expect(busiest.equipmentUsage.length).toBeGreaterThan(0);
  const hours = busiest.equipmentUsage.reduce((s, l) => s + cents(l.hoursUsed), 0);
  const fuel = busiest.equipmentUsage.reduce((s, l) => s + cents(l.litersOfFuel), 0);

  const usage = new EquipmentUsageScreen(page);
  await usage.open();
  await expect(page.getByLabel('Date range: start date')).toHaveValue(month.start);
  const table = usage.table();
  await page.getByRole('textbox', { name: 'Filter Equipment No.' }).fill(busiest.name);
  const row = table.row(busiest.name);
  expect(await table.cell(row, 'Hours')).toBe(shown(hours));
  expect(await table.cell(row, 'Fuel (L)')).toBe(shown(fuel));
  expect(await table.cell(row, 'Records')).toBe(String(busiest.equipmentUsage.length));

  const lines = await usage.expand(row);
  await expect(lines.table.locator('tbody > tr')).toHaveCount(Math.min(50, busiest.equipmentUsage.length));
  expect(await lines.total('Hours')).toBe(shown(hours));
  expect(await seriousFindings(page)).toEqual([]);

  // The equipment detail shows the jobs the machine is on (job utilization).
  await row.getByRole('link', { name: busiest.name }).click();
  await expect(page.getByRole('heading', { name: 'Job Utilization' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Job utilization' })).toBeVisible();
});
