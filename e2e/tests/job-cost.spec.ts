import { expect, test, type Page } from '@playwright/test';
import { apiGet } from '../pages/jobs/RecordHistory';
import { seriousFindings } from './support/axe';
import { DEMO, signInAs } from './support/session';
import { LayoutPage } from './pages/LayoutPage';

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
