import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from './support/session';
import { seriousFindings } from './support/axe';
import { apiGet } from '../pages/jobs/RecordHistory';
import { choose, expectNotice, uniqueSuffix } from '../pages/controls';
import { AddMaterialHaulingForm, StockpileReport } from '../pages/hauling/Stockpile';
import { ApiAs, browserLocalIso } from '../pages/reports/report-data';

/** The demo job with material hauling (Langley subdivision servicing) and its excavation product. */
const JOB = 'DC24-102';
const PRODUCT = '102-EXC';

async function haulingJobId(page: import('@playwright/test').Page): Promise<number> {
  const jobs = await apiGet<{ id: number; name: string }[]>(page, '/api/jobs');
  const job = jobs.find((j) => j.name === JOB);
  if (!job) throw new Error(`The demo job ${JOB} is missing`);
  return job.id;
}

test('a foreman hauls material out of the stockpile: the left quantity goes down by what was hauled', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAs(page, DEMO.foreman.username, DEMO.foreman.password, '/home');
  const jobId = await haulingJobId(page);
  const report = new StockpileReport(page);
  await report.open(jobId);
  const left = await report.value(PRODUCT, 'Left in Stockpile');
  const hauled = await report.value(PRODUCT, 'Hauled');
  await expect(report.chart.getByRole('img')).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);

  await page.getByRole('button', { name: 'Add Material Hauling' }).click();
  await page.waitForURL(new RegExp(`#/material-hauling/add\\?job_id=${jobId}$`));
  await expect(page.getByRole('form', { name: 'Add Material Hauling' })).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await new AddMaterialHaulingForm(page).add(PRODUCT, 24, `2 loads to the fill site ${uniqueSuffix()}`);
  await expectNotice(page, 'Material Hauling data has been added successfully.');
  await page.waitForURL(new RegExp(`#/material-hauling/material-production-report/${jobId}$`));

  await expect.poll(() => report.value(PRODUCT, 'Left in Stockpile')).toBeCloseTo(left - 24, 2);
  expect(await report.value(PRODUCT, 'Hauled')).toBeCloseTo(hauled + 24, 2);
});

test('the add form shows the required messages and the unit of the chosen product', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAs(page, DEMO.foreman.username, DEMO.foreman.password, '/home');
  const jobId = await haulingJobId(page);
  await page.goto(`/#/material-hauling/add?job_id=${jobId}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required.')).toHaveCount(2); // product and quantity (job and date are set)
  await choose(page, 'Product', PRODUCT);
  await expect(page.getByTestId('quantity-unit')).toHaveText('m3');
  expect(await seriousFindings(page)).toEqual([]);
});

test("the job detail's Budget vs Actual tab loads its charts only when opened", async ({ page }) => {
  test.setTimeout(60_000);
  await signInAs(page, DEMO.manager.username, DEMO.manager.password, '/home');
  const jobId = await haulingJobId(page);
  await page.goto(`/#/jobs/${jobId}`);
  // The first visit loads mf-admin; on a busy machine that takes longer than a click's default wait.
  await expect(page.getByRole('tab', { name: 'Budget vs Actual' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('figure')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  // The chart library is a chunk of its own, fetched when the tab opens.
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.getByRole('tab', { name: 'Budget vs Actual' }).click();
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
  const produced = page.getByRole('figure').filter({ hasText: 'Produced as percent of budget per cost code' });
  await expect(produced.getByRole('img')).toBeVisible();
  await expect(produced.getByRole('table')).toContainText(new RegExp(`${PRODUCT}: \\d{1,3}(,\\d{3})*(\\.\\d{1,2})? of \\d{1,3}(,\\d{3})*(\\.\\d{1,2})? m3`)); // grouped, as the reports write quantities
  const weekly = page.getByRole('figure').filter({ hasText: 'Hours per week' });
  await expect(weekly.getByRole('img')).toBeVisible();
  const box = await produced.locator('canvas').boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(100);
  expect(await seriousFindings(page)).toEqual([]);
});

test.describe('in Vancouver', () => {
  test.use({ timezoneId: 'America/Vancouver' });

  test("the stockpile report sums a product's quantities on the user's days: an evening on the last day counts, the evening before the first does not", async ({ page }) => {
    test.setTimeout(60_000);
    await signInAs(page, DEMO.manager.username, DEMO.manager.password, '/home');
    const jobId = await haulingJobId(page);
    const api = await ApiAs.signIn(page, DEMO.manager.username, DEMO.manager.password);
    const product = await api.post<{ id: number; name: string }>(`/api/jobs/${jobId}/cost-codes`, {
      jobId, name: `SP-${uniqueSuffix()}`, quantity: 100, unit: 'm3', isToTrackProduction: true,
    });
    // The default range is the last 30 days, today included, as the browser (Vancouver) reads them.
    const at = (daysFromToday: number, time: string) => browserLocalIso(page, daysFromToday, time);
    const produce = async (producedAt: string, quantity: number) =>
      api.post(`/api/jobs/${jobId}/productions`, { type: 'Production', jobId, costCodeId: product.id, producedAt, quantity });
    await produce(await at(0, '21:30'), 7.25); // the last day of the range, after 16:00 in Vancouver (the next UTC day)
    await produce(await at(-29, '00:30'), 1.5); // the first day's first hour
    await produce(await at(-30, '20:00'), 40); // the evening before the first day (the first UTC day)

    const report = new StockpileReport(page);
    await report.open(jobId);
    await expect.poll(() => report.value(product.name, 'Produced')).toBe(8.75);
    expect(await report.value(product.name, 'Left in Stockpile')).toBe(8.75);
  });
});
