import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { AdminApi } from '../pages/admin/admin-api';
import { addDays, isoDay, localIso } from '../pages/app/days';
import { columnTitles } from '../pages/controls';
import { seriousFindings } from './support/axe';
import { DEMO, signInAs } from './support/session';
import { LayoutPage } from './pages/LayoutPage';

/**
 * Tables that fit (issue 19): at 1366 x 800 with the menu open, the first row's approval control and actions are on
 * screen (pinned, not covered by the cells scrolled under them) and rows are one line; at 390 x 844 no screen of the
 * foreman's or the worker's menu is wider than the screen and the foreman report's approval control is on screen.
 * With UPDATE_SCREENS=1 it also writes the screenshots of docs/screens/ (docs/screens/README.md).
 */
const LAPTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };
const SCREENS_DIR = join(__dirname, '..', '..', 'docs', 'screens');

async function screenshot(page: Page, name: string): Promise<void> {
  if (!process.env.UPDATE_SCREENS) return;
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENS_DIR, `${name}.png`), scale: 'css' });
}

/** The foreman's site screens whose phone screenshots docs/screens/ shows, by path. */
const PHONE_SHOTS: Record<string, string> = {
  '/app/crew-builder': 'crew-builder-390',
  '/material-hauling/material-production-report': 'stockpile-report-390',
};

const today = isoDay(new Date());
const range = `start=${addDays(today, -13)}&end=${today}`;

/** Whether an element is inside the window and is what the window shows at its centre (nothing pinned over it). */
async function onScreen(el: Locator): Promise<{ inside: boolean; onTop: boolean; box: string }> {
  return el.evaluate((node) => {
    const r = node.getBoundingClientRect();
    const inside = r.width > 0 && r.left >= 0 && r.top >= 0 && r.right <= window.innerWidth && r.bottom <= window.innerHeight;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return { inside, onTop: hit !== null && node.contains(hit), box: `${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)}` };
  });
}

/** The most lines any text of the row takes (1 when nothing wraps). */
async function linesOf(row: Locator): Promise<number> {
  return row.evaluate((tr) => {
    let most = 1;
    for (const td of Array.from(tr.querySelectorAll(':scope > td'))) {
      const walker = document.createTreeWalker(td, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (!n.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        const tops = new Set(Array.from(range.getClientRects()).filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        most = Math.max(most, tops.size);
      }
    }
    return most;
  });
}

/** The first body row's cells of these columns are on screen, and the row is one line (and one line high). */
async function expectFits(table: Locator, columns: string[]): Promise<void> {
  const row = table.locator('tbody > tr').first();
  await expect(row).toBeVisible();
  const titles = await columnTitles(table);
  for (const title of columns) {
    const index = titles.indexOf(title);
    expect(index, `column ${title} of ${titles.join(', ')}`).toBeGreaterThanOrEqual(0);
    const cell = row.locator(':scope > td').nth(index);
    // The control itself when there is one (a select, a link, a button), else the cell's text.
    const control = cell.locator('input, a, button').first();
    const target = (await control.count()) > 0 ? control : cell;
    const seen = await onScreen(target);
    expect(seen.inside, `${title} of the first row inside the window (${seen.box})`).toBe(true);
    expect(seen.onTop, `${title} of the first row not covered (${seen.box})`).toBe(true);
  }
  expect(await linesOf(row), 'lines of the first row').toBe(1);
  const height = (await row.boundingBox())!.height;
  expect(height, 'height of the first row').toBeLessThanOrEqual(48);
}

interface Screen {
  name: string;
  user: keyof typeof DEMO;
  path: string;
  caption: string;
  columns: string[];
  /** Run axe here (on the reports of a hundred rows and their selects it outlasts the test on a busy machine). */
  axe?: boolean;
  /** A table of time records: it has the Approval and Export filters (issue 19). */
  records?: boolean;
}

const LAPTOP_SCREENS: Screen[] = [
  { name: 'manager-report', user: 'manager', path: `/reports/manager-report?${range}`, caption: 'Manager Report', columns: ['Approval', 'Actions', 'Hours'], records: true },
  { name: 'payroll-report', user: 'payroll', path: `/human-resources/payroll-report?date=${addDays(today, -1)}&view=report`, caption: 'Payroll report', columns: ['Approval'], records: true },
  { name: 'subcontractor-report', user: 'manager', path: `/reports/subcontractor-report/report?${range}`, caption: 'Subcontractor time records', columns: ['Approval', 'Invoice Status', 'Actions', 'Hours'], records: true },
  { name: 'timecards-report', user: 'payroll', path: `/human-resources/employee-time-records-report?${range}`, caption: 'Timecards', columns: ['Approval', 'Actions'], records: true },
  { name: 'timecards-report-v2', user: 'payroll', path: `/human-resources/v2/employee-time-records-report?${range}`, caption: 'Timecards by employee and week', columns: ['Fri', 'Sat', 'Total'] },
  { name: 'missing-timecards', user: 'payroll', path: '/human-resources/missing-time-records-report', caption: 'Missing timecards', columns: ['Shift', 'Scheduled By'], axe: true },
  { name: 'cost-codes', user: 'admin', path: '/cost-codes', caption: 'Cost Codes', columns: ['Actions'], axe: true },
];

/** The lists whose phone cards show their name, description and one action (issue 19), as the admin (Edit and Delete). */
const LISTS = [
  { name: 'jobs', path: '/jobs', caption: 'Jobs', fields: ['Job No.', 'Description', 'Actions'] },
  { name: 'equipment', path: '/equipment', caption: 'Equipment', fields: ['Equipment No.', 'Description', 'Actions'] },
  { name: 'cost-codes', path: '/cost-codes', caption: 'Cost Codes', fields: ['Cost Code', 'Description', 'Actions'] },
];

/** Each shown card (or row) of the first page: the labels of its shown cells, and the names of its shown actions. */
async function cardsOf(table: Locator): Promise<Array<{ fields: string[]; actions: string[] }>> {
  return table.locator('tbody > tr').evaluateAll((trs) => {
    const shown = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    return trs.filter(shown).map((tr) => {
      const cells = Array.from(tr.querySelectorAll<HTMLElement>(':scope > td')).filter(shown);
      const actions = cells.filter((td) => td.dataset.label === 'Actions').flatMap((td) => Array.from(td.querySelectorAll('button, a[href]')).filter(shown));
      return {
        fields: cells.map((td) => td.dataset.label ?? ''),
        actions: actions.map((a) => (a.getAttribute('aria-label') ?? a.textContent ?? '').trim()),
      };
    });
  });
}

/** A demo login's own language (the other specs expect English: put it back). */
async function setLanguage(request: APIRequestContext, user: keyof typeof DEMO, language: 'en' | 'fr'): Promise<void> {
  const login = await request.post('/auth/login', { data: { username: DEMO[user].username, password: DEMO[user].password, clientKey: 'groundwork-web' } });
  const { token } = (await login.json()) as { token: string };
  const response = await request.put('/auth/language', { headers: { Authorization: `Bearer ${token}` }, data: { language } });
  expect(response.ok(), await response.text()).toBe(true);
}

interface Job {
  id: number;
}

/** A job and day of the foreman's with time records and no missing timecard: its report opens from the check. */
async function foremanDay(page: Page): Promise<{ jobId: number; day: string }> {
  const api = new AdminApi(page);
  for (let back = 1; back <= 14; back += 1) {
    const day = addDays(today, -back);
    const from = encodeURIComponent(localIso(day, '00:00'));
    const to = encodeURIComponent(localIso(day, '23:59'));
    for (const job of await api.get<Job[]>('/api/jobs?excludeDone=true')) {
      const pending = await api.get<unknown[]>(`/api/jobs/${job.id}/production-requests?isPending=true&requestAt=${from}&requestEndsAt=${to}`);
      if (pending.length > 0) continue;
      const records = await api.get<Array<{ type: string; exportedAt: string | null }>>(
        `/api/jobs/${job.id}/productions?producedStartsAt=${from}&producedEndsAt=${to}`,
      );
      if (records.some((r) => r.type === 'Time Record' && !r.exportedAt)) return { jobId: job.id, day };
    }
  }
  throw new Error('No day of the last two weeks with time records and no missing timecard on a foreman job');
}

async function openForemanReport(page: Page): Promise<Locator> {
  const { jobId, day } = await foremanDay(page);
  await page.goto(`/#/reports/foreman-report/${jobId}?date=${day}`);
  await page.getByRole('button', { name: 'View Report' }).first().click();
  const table = page.getByRole('table', { name: 'Time Records' });
  await expect(table.locator('tbody > tr').first()).toBeVisible({ timeout: 60_000 });
  return table;
}

// Each test signs in, loads a report and runs axe: slow on a busy machine.
test.describe.configure({ timeout: 120_000 });

test.describe('at 1366 x 800 with the menu open', () => {
  test.use({ viewport: LAPTOP });

  for (const screen of LAPTOP_SCREENS) {
    test(`${screen.name}: the first row's ${screen.columns.join(' and ')} are on screen, rows are one line`, async ({ page }) => {
      const { username, password } = DEMO[screen.user];
      await signInAs(page, username, password, screen.path);
      const layout = new LayoutPage(page);
      expect(await layout.isCollapsed()).toBe(false);
      const table = page.getByRole('table', { name: screen.caption });
      await expect(table.locator('tbody > tr').first()).toBeVisible({ timeout: 60_000 });
      await expectFits(table, screen.columns);
      if (screen.records) {
        await expect(table.getByLabel('Filter Approval')).toBeVisible();
        await expect(table.getByLabel('Filter Export Status')).toBeVisible();
      }
      expect(await layout.pageScrollWidth()).toBe(LAPTOP.width);
      await screenshot(page, `${screen.name}-1366`);
      if (screen.axe) expect(await seriousFindings(page)).toEqual([]);
    });
  }

  for (const list of LISTS) {
    test(`${list.name}: each row offers Edit and Delete side by side`, async ({ page }) => {
      await signInAs(page, DEMO.admin.username, DEMO.admin.password, list.path);
      const table = page.getByRole('table', { name: list.caption });
      // The rows, not the spinner's row the list shows while it loads.
      await expect(table.locator('tbody > tr > td[data-label="Actions"]').first()).toBeVisible({ timeout: 60_000 });
      const rows = await cardsOf(table);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.actions, JSON.stringify(row)).toEqual([expect.stringMatching(/^Edit /), expect.stringMatching(/^Delete /)]);
    });
  }

  test('foreman report: the first row\'s Employee, Hours, Approval and Actions are on screen, rows are one line', async ({ page }) => {
    await signInAs(page, DEMO.foreman.username, DEMO.foreman.password);
    const table = await openForemanReport(page);
    expect(await new LayoutPage(page).isCollapsed()).toBe(false);
    await table.scrollIntoViewIfNeeded();
    // Hours was the sixth column, under the pinned Approval, Export Status and Actions.
    await expectFits(table, ['Employee', 'Hours', 'Approval', 'Actions']);
    await expect(table.getByLabel('Filter Approval')).toBeVisible();
    await expect(table.getByLabel('Filter Export Status')).toBeVisible();
    await screenshot(page, 'foreman-report-1366');
    expect(await seriousFindings(page)).toEqual([]);
  });

  test("subcontractor report in French: the first row's hours, approval, invoice status and actions are on screen", async ({ page, request }) => {
    // The French titles are longer (the actions alone take 320 px): the pinned columns left two columns on screen.
    await setLanguage(request, 'manager', 'fr');
    try {
      await signInAs(page, DEMO.manager.username, DEMO.manager.password, `/reports/subcontractor-report/report?${range}`);
      const table = page.getByRole('table', { name: 'Entrées de temps des sous-traitants' });
      await expect(table.locator('tbody > tr').first()).toBeVisible({ timeout: 60_000 });
      await expectFits(table, ['Date', 'Employé', 'Heures', 'Approbation', 'État de facturation', 'Actions']);
    } finally {
      await setLanguage(request, 'manager', 'en');
    }
  });
});

test.describe('at 390 x 844', () => {
  test.use({ viewport: PHONE });

  test("the foreman report's approval control is on screen, on the first record's card", async ({ page }) => {
    await signInAs(page, DEMO.foreman.username, DEMO.foreman.password);
    const table = await openForemanReport(page);
    const approval = table.locator('tbody > tr').first().getByRole('combobox', { name: 'Approval' });
    await approval.scrollIntoViewIfNeeded();
    const seen = await onScreen(approval);
    expect(seen.inside, `approval inside the window (${seen.box})`).toBe(true);
    expect(seen.onTop).toBe(true);
    expect(await new LayoutPage(page).pageScrollWidth()).toBe(PHONE.width);
    await screenshot(page, 'foreman-report-390');
    expect(await seriousFindings(page)).toEqual([]);
  });

  for (const user of ['foreman', 'worker'] as const) {
    test(`no screen of the ${user}'s menu is wider than the screen`, async ({ page }) => {
      test.slow();
      // The menu's entries, read with the menu open (every group expanded).
      await page.setViewportSize(LAPTOP);
      await signInAs(page, DEMO[user].username, DEMO[user].password);
      const layout = new LayoutPage(page);
      await expect(layout.mainMenu).toBeVisible();
      // One group opens at a time: open each in turn and read its links.
      const groups = layout.mainMenu.locator('button[aria-expanded]');
      const links: Array<{ name: string; href: string }> = [];
      for (let i = 0, n = await groups.count(); i < n; i += 1) {
        if ((await groups.nth(i).getAttribute('aria-expanded')) !== 'true') await groups.nth(i).click();
        links.push(
          ...(await layout.mainMenu.getByRole('link').evaluateAll((els) =>
            els.map((a) => ({ name: (a.textContent ?? '').trim(), href: a.getAttribute('href') ?? '' })),
          )),
        );
      }
      const paths = [...new Set(links.filter((l) => l.href.startsWith('#/') && l.name !== 'Log Out').map((l) => l.href.slice(1)))];
      expect(paths.length).toBeGreaterThan(1);

      await page.setViewportSize(PHONE);
      const wide: string[] = [];
      for (const path of paths) {
        await layout.goto(path);
        await expect(layout.heading).toBeVisible();
        await page.waitForLoadState('networkidle');
        const width = await layout.pageScrollWidth();
        if (width > PHONE.width) wide.push(`${path}: ${width} px`);
        const shot = PHONE_SHOTS[path];
        if (shot) {
          await expect(layout.content.getByText(/Loading/)).toHaveCount(0);
          await page.waitForLoadState('networkidle');
          await screenshot(page, shot);
        }
      }
      expect(wide).toEqual([]);
    });
  }

  for (const list of LISTS) {
    test(`${list.name} on a phone: each card is its name, description and one action, a menu of Edit and Delete`, async ({ page }) => {
      await signInAs(page, DEMO.admin.username, DEMO.admin.password, list.path);
      const table = page.getByRole('table', { name: list.caption });
      // The rows, not the spinner's row the list shows while it loads.
      await expect(table.locator('tbody > tr > td[data-label="Actions"]').first()).toBeVisible({ timeout: 60_000 });
      const cards = await cardsOf(table);
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) {
        expect(card.fields).toEqual(list.fields);
        expect(card.actions).toEqual([expect.stringMatching(/^Actions for /)]);
      }
      expect(await new LayoutPage(page).pageScrollWidth()).toBe(PHONE.width);
      if (list.name !== 'cost-codes') await screenshot(page, `${list.name}-390`); // cost-codes-390: the table's, below

      // The one action, by keyboard: its menu holds Edit and Delete of that record; Delete asks first.
      const more = table.getByRole('button', { name: cards[0]!.actions[0] });
      const name = cards[0]!.actions[0]!.replace(/^Actions for /, '');
      await more.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('menuitem')).toHaveText([`Edit ${name}`, `Delete ${name}`]);
      if (list.name === 'jobs') await screenshot(page, 'jobs-menu-390');
      // The menu's own focus moves to its items (aria-activedescendant): End is the last, Delete.
      await page.keyboard.press('End');
      await expect(page.getByRole('menuitem', { name: `Delete ${name}` })).toHaveAttribute('data-focus', '');
      await page.keyboard.press('Enter');
      const no = page.getByRole('alertdialog', { name: /^Are you sure delete this/ }).getByRole('button', { name: 'No' });
      await expect(no).toBeVisible();
      await no.click();
      await expect(no).toBeHidden();
      await expect(table.getByText(name, { exact: true }).first()).toBeVisible();
    });
  }

  test("equipment usage on a phone: each card is a machine's usage, not every field of the machine", async ({ page }) => {
    await signInAs(page, DEMO.foreman.username, DEMO.foreman.password, '/reports/equipment-usage');
    const table = page.getByRole('table', { name: /^Equipment usage/ });
    await expect(table.locator('tbody > tr > td[data-label="Equipment No."]').first()).toBeVisible({ timeout: 60_000 });
    const cards = await cardsOf(table);
    expect(cards.length).toBeGreaterThan(0);
    // The expander (no label) when the machine has usage lines to open.
    for (const card of cards) expect(card.fields.filter(Boolean)).toEqual(['Equipment No.', 'Description', 'Category', 'Hours', 'Fuel (L)', 'Records']);
    expect(await new LayoutPage(page).pageScrollWidth()).toBe(PHONE.width);
  });

  test("spread report on a phone: a card lists the days worked, not a blank line per day of the range", async ({ page }) => {
    await signInAs(page, DEMO.foreman.username, DEMO.foreman.password, '/home');
    const jobs = await new AdminApi(page).get<Job[]>('/api/jobs?excludeDone=true');
    await page.goto(`/#/reports/spread-report/${jobs[0]!.id}?${range}`);
    const table = page.getByRole('table', { name: /^Spread report/ });
    await expect(table.locator('tbody > tr > td[data-label="Total"]').first()).toBeVisible({ timeout: 60_000 });
    // Each card's shown cells: its label and text. A day's line is on it only with hours; the total is always.
    const cards = await table.locator('tbody > tr').evaluateAll((trs) =>
      trs.map((tr) =>
        Array.from(tr.querySelectorAll<HTMLElement>(':scope > td'))
          .filter((td) => td.getClientRects().length > 0)
          .map((td) => ({ label: td.dataset.label ?? '', text: (td.textContent ?? '').trim() })),
      ),
    );
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const days = card.filter((cell) => /^\d{4}-\d{2}-\d{2}$/.test(cell.label));
      expect(days.filter((day) => day.text === ''), JSON.stringify(card)).toEqual([]);
      expect(card.map((cell) => cell.label)).toContain('Total');
    }
    expect(await new LayoutPage(page).pageScrollWidth()).toBe(PHONE.width);
  });

  test('a card has no Actions line when its user may take no action on the row (office2, manager report)', async ({ page }) => {
    // office2 reads the manager report without the record routes' permissions: no Edit, Copy or Delete on any row.
    await signInAs(page, 'office2', 'demo1234', `/reports/manager-report?${range}`);
    const table = page.getByRole('table', { name: 'Manager Report' });
    await expect(table.locator('tbody > tr').first()).toBeVisible({ timeout: 60_000 });
    const cards = await cardsOf(table);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      // An Actions line only with an action in it: never the label alone.
      if (card.fields.includes('Actions')) expect(card.actions.length, JSON.stringify(card)).toBeGreaterThan(0);
    }
    expect(cards.some((card) => !card.fields.includes('Actions')), 'a card without actions has no Actions line').toBe(true);
  });

  for (const screen of LAPTOP_SCREENS) {
    test(`${screen.name} on a phone: cards, no page wider than the screen`, async ({ page }) => {
      const { username, password } = DEMO[screen.user];
      await signInAs(page, username, password, screen.path);
      const table = page.getByRole('table', { name: screen.caption });
      await expect(table.locator('tbody > tr').first()).toBeVisible({ timeout: 60_000 });
      expect(await new LayoutPage(page).pageScrollWidth()).toBe(PHONE.width);
      // A card is no wider than the screen.
      // Measured in the page (waits for the row, also when the table re-renders it after a late refetch).
      const card = await table.locator('tbody > tr').first().evaluate((tr) => {
        const r = tr.getBoundingClientRect();
        return { x: r.x, width: r.width };
      });
      expect(card.x).toBeGreaterThanOrEqual(0);
      expect(card.x + card.width).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, `${screen.name}-390`);
    });
  }
});
