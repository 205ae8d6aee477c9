import { expect, test, type Page } from '@playwright/test';
import { seriousFindings } from './support/axe';
import { DEMO, signInAs } from './support/session';

const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const today = new Date();
const RANGE = { start: day(new Date(today.getTime() - 13 * 86_400_000)), end: day(today) };

/** The hours of the range's time records as the API answers them, summed in hundredths. */
async function apiHours(page: Page): Promise<{ total: number; employees: number }> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await page.request.get(`/api/jobs/productions/time-records?startsAt=${RANGE.start}&endsAt=${RANGE.end}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  const records = (await res.json()) as { quantity: number; userId: number }[];
  return { total: records.reduce((s, r) => s + Math.round(r.quantity * 100), 0) / 100, employees: new Set(records.map((r) => r.userId)).size };
}

/** A totals cell as a number: '1,879.00' (English groups the thousands) is 1879. */
const totalOf = async (page: Page, column: string) => Number((await page.locator(`tfoot td[data-total="${column}"]`).first().textContent())?.replaceAll(',', ''));

test.describe('the payroll clerk checks the timecards', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, DEMO.payroll.username, DEMO.payroll.password);
  });

  test('the Timecards report asks for a range, then totals the same hours as the records; v2 by employee and week agrees', async ({ page }) => {
    test.setTimeout(90_000); // three axe runs, one over a table of 100 rows
    await page.goto('/#/human-resources/employee-time-records-report');
    await expect(page.getByText('Please select a date range for your desired query.')).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'Load Data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Load Data' });
    await dialog.getByRole('button', { name: 'Load' }).click();
    await expect(page.getByRole('table', { name: 'Timecards' })).toBeVisible();
    await expect(page.getByText('Please select a date range for your desired query.')).toHaveCount(0);

    await page.goto(`/#/human-resources/employee-time-records-report?start=${RANGE.start}&end=${RANGE.end}`);
    const table = page.getByRole('table', { name: 'Timecards' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    const expected = await apiHours(page);
    expect(expected.total).toBeGreaterThan(0);
    expect(await totalOf(page, 'quantity')).toBeCloseTo(expected.total, 2);
    await expect(table.getByRole('link', { name: /^Edit time record of / }).first()).toHaveAttribute('target', '_blank');
    expect(await seriousFindings(page)).toEqual([]);

    await page.goto(`/#/human-resources/v2/employee-time-records-report?start=${RANGE.start}&end=${RANGE.end}`);
    const weeks = page.getByRole('table', { name: 'Timecards by employee and week' });
    await expect(weeks.locator('tbody tr').first()).toBeVisible();
    expect(await totalOf(page, 'total')).toBeCloseTo(expected.total, 2);
    await weeks.getByRole('button', { name: 'Expand row' }).first().click();
    await expect(page.getByRole('table', { name: /^Weeks of / })).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);
  });

  test('Missing Timecards lists ended shifts without a timecard; Active Employees lists the crew with contact', async ({ page }) => {
    await page.goto('/#/human-resources/missing-time-records-report');
    await expect(page.getByText(/^\d+ missing timecards? of \d+ employees?$/)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Missing timecards' })).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);

    await page.goto('/#/human-resources/active-employees-report');
    const employees = page.getByRole('table', { name: 'Active employees' });
    await expect(employees.locator('tbody tr').first()).toBeVisible();
    await expect(page.getByText(/^\d+ active employees?$/)).toBeVisible();
    await expect(employees.getByRole('columnheader', { name: /Hire Date/ })).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);
  });
});
