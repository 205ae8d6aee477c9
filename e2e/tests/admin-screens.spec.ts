import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from './support/session';

const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const today = new Date();
const WEEK = `start=${day(new Date(today.getTime() - 6 * 86_400_000))}&end=${day(today)}`;

/**
 * Every report, payroll, HR, material hauling and time off screen as the demo administrator sees it: each opens at
 * its spec URL with real demo data (a table, or the check's banner), without the feature app's loading error or an
 * error notification. The screens' own behaviour is tested in their specs (reports-*, payroll, hr-reports,
 * material-hauling, time-offs); this one catches a screen that no longer opens for the role that may open them all.
 */
const SCREENS: Array<[path: string, shows: (page: import('@playwright/test').Page) => import('@playwright/test').Locator]> = [
  ['/reports/foreman-report', (p) => p.getByRole('button', { name: /View|Check/ }).first()],
  // The administrator's own team may be empty: the report's empty state is a screen that opened too.
  [`/reports/manager-report?${WEEK}`, (p) => p.getByRole('table').or(p.getByText('No Records Found')).first()],
  [`/reports/subcontractor-report/report?${WEEK}`, (p) => p.getByRole('table').first()],
  ['/reports/spread-report', (p) => p.getByRole('button', { name: 'View' }).first()],
  ['/reports/equipment-usage', (p) => p.getByRole('table').first()],
  ['/material-hauling/add', (p) => p.getByRole('button', { name: /Save|Submit|Add/ }).first()],
  ['/material-hauling/material-production-report', (p) => p.getByRole('table', { name: 'Stockpile per product' })],
  [`/human-resources/payroll-report?date=${day(today)}`, (p) => p.getByRole('button', { name: 'View Report' }).first()],
  [`/human-resources/employee-time-records-report?${WEEK}`, (p) => p.getByRole('table', { name: 'Timecards' })],
  [`/human-resources/v2/employee-time-records-report?${WEEK}`, (p) => p.getByRole('table').first()],
  ['/human-resources/missing-time-records-report', (p) => p.getByRole('table', { name: 'Missing timecards' })],
  ['/human-resources/active-employees-report', (p) => p.getByRole('table', { name: 'Active employees' })],
  ['/time-offs', (p) => p.getByRole('button', { name: 'Add Time Off' })],
  ['/time-offs/report', (p) => p.getByText('My Team').first()],
];

test('the administrator opens every report, payroll, HR, hauling and time off screen on the demo data', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, DEMO.admin.username, DEMO.admin.password);
  for (const [path, shows] of SCREENS) {
    await page.goto(`/#${path}`);
    await expect(shows(page), path).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('region', { name: 'Loading error' }), path).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText(/Error|Something went wrong/), path).toHaveCount(0);
  }
});
