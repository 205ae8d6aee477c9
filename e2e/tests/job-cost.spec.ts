import { expect, test, type Page } from '@playwright/test';
import { apiGet } from '../pages/jobs/RecordHistory';
import { seriousFindings } from './support/axe';
import { DEMO, signInAs } from './support/session';
import { LayoutPage } from './pages/LayoutPage';
import { uniqueSuffix } from '../pages/controls';
import { ApiAs, browserLocalIso } from '../pages/reports/report-data';

interface JobCost {
  costCodes: Array<{ name: string; totalCost: number }>;
  totals: { totalCost: number; laborCost: number };
}

/** Dollars as the screen shows them in English: '$1,489.13'. */
const money = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** The demo job that has cost the most so far, as the manager may read it. */
async function costliestJob(page: Page): Promise<{ id: number; cost: JobCost }> {
  let best: { id: number; cost: JobCost } | null = null;
  for (const job of await apiGet<Array<{ id: number }>>(page, '/api/jobs')) {
    const cost = await apiGet<JobCost>(page, `/api/jobs/${job.id}/job-cost`);
    if (!best || cost.totals.totalCost > best.cost.totals.totalCost) best = { id: job.id, cost };
  }
  if (!best || best.cost.totals.totalCost === 0) throw new Error('No demo job has a cost');
  return best;
}

test.describe('job cost', () => {
  test('the manager reads a job cost per cost code, its totals the sum of its rows, on a laptop and on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await signInAs(page, DEMO.manager.username, DEMO.manager.password);
    const { id, cost } = await costliestJob(page);

    const layout = new LayoutPage(page);
    await layout.goto(`/reports/job-cost/${id}`);
    const table = page.getByRole('table', { name: /^Job cost per cost code/ });
    await expect(table.locator('tbody > tr')).toHaveCount(cost.costCodes.length);
    const costliest = [...cost.costCodes].sort((a, b) => b.totalCost - a.totalCost)[0]!;
    await expect(table.getByRole('row', { name: new RegExp(`^${costliest.name}\\b`) })).toContainText(money(costliest.totalCost));
    // The totals row adds up the rows, to the cent, as the server's totals do.
    await expect(table.locator('tfoot')).toContainText(money(cost.totals.totalCost));
    await expect(page.getByText(`Totals: ${money(cost.totals.totalCost)} spent`)).toBeVisible();
    await expect(page.getByRole('figure', { name: /Budget, cost to date and projected cost per cost code/ })).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);

    // Approved records only: a second read, never more than every record not declined.
    await page.getByRole('checkbox', { name: 'Approved time records only' }).check();
    await expect(page.getByText('Counts approved time records only.')).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForLoadState('networkidle');
    // Once the chart has followed the new width (its ResizeObserver; a full CI run once measured it before then).
    await expect.poll(() => layout.pageScrollWidth()).toBe(390);
    // The totals' card shows the columns that have a total, no label left empty (it listed Projected, Variance and
    // Status with nothing beside them).
    const totalsCard = table.locator('tfoot > tr > td');
    const shown = await totalsCard.evaluateAll((cells) => cells.filter((c) => getComputedStyle(c).display !== 'none').map((c) => c.textContent ?? ''));
    expect(shown.length).toBeGreaterThan(1);
    expect(shown.filter((text) => text.trim() === '')).toEqual([]);
  });

  test('the foreman has no job cost: no menu entry, no button on the job, no screen at its address, and the server refuses the read', async ({ page }) => {
    await signInAs(page, DEMO.foreman.username, DEMO.foreman.password);
    const jobs = await apiGet<Array<{ id: number }>>(page, '/api/jobs');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const refused = await page.request.get(`/api/jobs/${jobs[0]!.id}/job-cost`, { headers: { authorization: `Bearer ${token}` } });
    expect(refused.status()).toBe(403);
    const layout = new LayoutPage(page);
    await layout.goto(`/jobs/${jobs[0]!.id}`);
    await expect(layout.heading).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: 'Job Cost' })).toHaveCount(0);
    await expect(page.locator('a[href="#/reports/job-cost"]')).toHaveCount(0);
    // The address typed by hand: the screen is not there for them (it said 'The job cost could not be loaded.').
    await layout.goto(`/reports/job-cost/${jobs[0]!.id}`);
    await expect(page.getByRole('heading', { name: 'Ooops! The page you are looking for could not be found.' })).toBeVisible();
    await expect(page.getByText('The job cost could not be loaded.')).toHaveCount(0);
  });
});

test.describe('job cost in Vancouver', () => {
  test.use({ timezoneId: 'America/Vancouver' });

  test("the range's days are the user's days: a production of the evening of the day counts, one of the evening before does not", async ({ page }) => {
    await signInAs(page, DEMO.manager.username, DEMO.manager.password);
    const api = await ApiAs.signIn(page, DEMO.manager.username, DEMO.manager.password);
    const job = (await apiGet<Array<{ id: number; isMaterialHaulingEnabled: boolean }>>(page, '/api/jobs')).find((j) => j.isMaterialHaulingEnabled)!;
    const product = await api.post<{ id: number; name: string }>(`/api/jobs/${job.id}/cost-codes`, {
      jobId: job.id, name: `JC-${uniqueSuffix()}`, quantity: 100, unit: 'm3', isToTrackProduction: true,
    });
    const produce = async (producedAt: string, quantity: number) =>
      api.post(`/api/jobs/${job.id}/productions`, { type: 'Production', jobId: job.id, costCodeId: product.id, producedAt, quantity });
    await produce(await browserLocalIso(page, -1, '21:30'), 7.25); // yesterday after 16:00 in Vancouver: the next UTC day
    await produce(await browserLocalIso(page, -2, '20:00'), 40); // the evening before: yesterday's UTC day
    const yesterday = (await browserLocalIso(page, -1, '00:00')).slice(0, 10);

    await new LayoutPage(page).goto(`/reports/job-cost/${job.id}`);
    const table = page.getByRole('table', { name: /^Job cost per cost code/ });
    const row = table.getByRole('row', { name: new RegExp(`^${product.name}\\b`) });
    await expect(row).toContainText('47.25'); // the whole job
    for (const side of ['start', 'end']) {
      const input = page.getByRole('textbox', { name: new RegExp(`${side} date`, 'i') });
      await input.fill(yesterday);
      await input.press('Tab');
    }
    await expect(row).toContainText('7.25');
    await expect(row).not.toContainText('47.25');
  });
});
