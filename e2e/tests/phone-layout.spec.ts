import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, signInAs } from './support/session';
import { LayoutPage } from './pages/LayoutPage';

const PHONE = { width: 390, height: 844 };

/** Opens an office list and waits for its rows, so the page is measured with its data. */
async function openList(page: Page, path: string, caption: string): Promise<LayoutPage> {
  const layout = new LayoutPage(page);
  await layout.goto(path);
  // A cell of a column (an empty list's message is not one): the first row has come.
  await expect(page.getByRole('table', { name: caption }).locator('tbody > tr > td[data-label]').first()).toBeVisible();
  return layout;
}

test.describe('office lists on a phone', () => {
  test('lists are cards of their key fields and actions, and the page never scrolls sideways at 390 px', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInAs(page, DEMO.admin.username, DEMO.admin.password);
    // The lists that name their key fields show those; a list that names none shows every column (roles).
    const cards = [
      ['/jobs', 'Jobs', ['Job No.', 'Description', 'Actions']],
      ['/equipment', 'Equipment', ['Equipment No.', 'Description', 'Actions']],
      ['/cost-codes', 'Cost Codes', ['Cost Code', 'Description', 'Actions']],
      ['/users', 'Users', ['Name', 'Username', 'Role', 'Status', 'Actions']],
      ['/roles', 'Roles', ['Role Name', 'Description', 'Permissions', 'Actions']],
      ['/companies', 'Companies', ['Name', 'Description', 'Actions']],
    ] as const;
    for (const [path, caption, fields] of cards) {
      const layout = await openList(page, path, caption);
      expect(await layout.pageScrollWidth(), `${path} at 390 px`).toBe(PHONE.width);
      // Each row is a card as wide as the page at most, showing only its key fields.
      const card = page.getByRole('table', { name: caption }).locator('tbody > tr').first();
      const box = (await card.boundingBox())!;
      expect(box.x + box.width, `${path}'s first card`).toBeLessThanOrEqual(PHONE.width);
      const shown = await card.locator(':scope > td').evaluateAll((tds) => tds.filter((td) => getComputedStyle(td).display !== 'none').map((td) => td.dataset.label));
      expect(shown, `${path}'s card`).toEqual(fields);
    }
  });

  test('/cost-codes fits a 1366 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signInAs(page, DEMO.admin.username, DEMO.admin.password);
    const layout = await openList(page, '/cost-codes', 'Cost Codes');
    expect(await layout.pageScrollWidth()).toBe(1366);
  });
});

test.describe('the App pages on a phone', () => {
  test('the collapsed menu takes no width and opens over the page from Main Menu and the menu button', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInAs(page, DEMO.worker.username, DEMO.worker.password, '/app/my-schedule');
    const layout = new LayoutPage(page);
    await layout.expectTitle('My Schedule');
    expect(await layout.isCollapsed()).toBe(true);
    await expect(layout.sideMenu).toBeHidden();
    const content = await layout.content.boundingBox();
    expect(content?.x).toBe(0);
    expect(content?.width).toBe(PHONE.width);
    expect(await layout.pageScrollWidth()).toBe(PHONE.width);

    // The worker's bottom bar: no Crew Builder without web.crew_builder.
    await expect(layout.bottomBar.getByRole('button', { name: 'Main Menu' })).toBeVisible();
    await expect(layout.bottomBar.getByRole('link')).toHaveText(['My Schedule', 'My Records']);

    await layout.bottomBar.getByRole('button', { name: 'Main Menu' }).click();
    await expect(layout.sideMenu).toBeVisible();
    await expect(layout.backdrop).toBeVisible();
    // Over the page: the content keeps its place and width.
    expect((await layout.content.boundingBox())?.x).toBe(0);
    await layout.backdrop.click({ position: { x: 370, y: 400 } });
    await expect(layout.sideMenu).toBeHidden();

    await layout.menuButton.click();
    await expect(layout.sideMenu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(layout.sideMenu).toBeHidden();

    // A page chosen in the menu closes it.
    await layout.menuButton.click();
    await layout.openGroup('App');
    await layout.menuLink('My Records').click();
    await layout.expectTitle('My Records');
    await expect(layout.sideMenu).toBeHidden();
  });

  test('the menu opened over a page and left for another stays closed when Back returns to that page', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInAs(page, DEMO.worker.username, DEMO.worker.password, '/app/my-schedule');
    const layout = new LayoutPage(page);
    await layout.expectTitle('My Schedule');
    await layout.bottomBar.getByRole('button', { name: 'Main Menu' }).click();
    await layout.openGroup('App');
    await layout.menuLink('My Records').click();
    await layout.expectTitle('My Records');
    await expect(layout.sideMenu).toBeHidden();

    // Back: My Schedule as it was left, not under the menu (it came back open, over the page).
    await page.goBack();
    await layout.expectTitle('My Schedule');
    await expect(layout.sideMenu).toBeHidden();
    await expect(layout.backdrop).toHaveCount(0);
    await layout.bottomBar.getByRole('button', { name: 'Main Menu' }).click();
    await expect(layout.sideMenu).toBeVisible();
  });

  test('a foreman\'s bottom bar offers Crew Builder too, each control at least 44 px high', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInAs(page, DEMO.foreman.username, DEMO.foreman.password, '/app/crew-builder');
    const layout = new LayoutPage(page);
    await layout.expectTitle('Crew Builder');
    await expect(layout.bottomBar.getByRole('link')).toHaveText(['Crew Builder', 'My Schedule', 'My Records']);
    for (const control of [layout.menuButton, ...(await layout.bottomBar.getByRole('link').all()), layout.bottomBar.getByRole('button')]) {
      expect((await control.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }
  });
});

/** A control's size on screen, rounded to the pixel. */
async function sizeOf(control: Locator): Promise<{ width: number; height: number }> {
  const box = (await control.boundingBox())!;
  return { width: Math.round(box.width), height: Math.round(box.height) };
}

test.describe('touch targets on a phone', () => {
  const expectTarget = async (control: Locator, what: string) => {
    const { width, height } = await sizeOf(control);
    expect.soft(width, `${what}'s width`).toBeGreaterThanOrEqual(44);
    expect.soft(height, `${what}'s height`).toBeGreaterThanOrEqual(44);
  };

  test("the crew builder's Edit, its period arrows and a breadcrumb link are 44 x 44 px at 390 px, as before on a laptop", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInAs(page, DEMO.foreman.username, DEMO.foreman.password, '/app/crew-builder');
    const layout = new LayoutPage(page);
    await layout.expectTitle('Crew Builder');
    const edit = page.getByRole('button', { name: /^Edit the shift of / }).first();
    await expect(edit).toBeVisible();
    await expectTarget(edit, 'Edit');
    await expectTarget(page.getByRole('button', { name: 'Previous week' }), 'Previous week');
    await expectTarget(page.getByRole('button', { name: 'Next week' }), 'Next week');
    // A laptop keeps its compact controls.
    await page.setViewportSize({ width: 1366, height: 800 });
    expect((await sizeOf(edit)).height).toBeLessThan(44);

    await page.setViewportSize(PHONE);
    await layout.goto('/app/time-record-form');
    const crumb = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'My Schedule' });
    await expectTarget(crumb, 'the breadcrumb link My Schedule');
    await page.setViewportSize({ width: 1366, height: 800 });
    expect((await sizeOf(crumb)).height).toBeLessThan(44);
  });

  test("a payroll report card's checkbox, record link and inline edits are 44 x 44 px at 390 px, compact on a laptop", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInAs(page, DEMO.payroll.username, DEMO.payroll.password, '/human-resources/payroll-report');
    // A record open to edits (not exported): its card has the inline edits.
    const card = page.getByRole('table', { name: 'Payroll report' }).locator('tbody > tr').filter({ has: page.getByRole('button', { name: /^Edit Date: / }) }).first();
    await expect(card).toBeVisible({ timeout: 20_000 });
    const id = card.getByRole('link').first();
    await expectTarget(card.getByRole('checkbox', { name: 'Select row' }), "the row's checkbox");
    await expectTarget(id, "the record's id link");
    await expectTarget(card.getByRole('button', { name: /^Edit Date: / }), 'the inline edit of the date');
    await page.setViewportSize({ width: 1366, height: 800 });
    expect((await sizeOf(id)).height).toBeLessThan(44);
  });

  test("the time offs report's Approve on a phone card is a switch (a track with its knob) that a finger finds in 44 px", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInAs(page, DEMO.manager.username, DEMO.manager.password, '/time-offs/report');
    const approve = page.getByRole('table', { name: 'Time offs' }).getByRole('switch').first();
    await expect(approve).toBeVisible({ timeout: 20_000 });
    const track = await sizeOf(approve);
    // A track wider than high (it was squeezed into a 44 x 44 circle with its knob in a corner).
    expect(track.width, "the switch's width").toBeGreaterThan(track.height * 1.5);
    const box = (await approve.boundingBox())!;
    const hits = await page.evaluate(({ x, y }) => [y - 21, y + 21].map((at) => Boolean(document.elementFromPoint(x, at)?.closest('[role="switch"]'))), {
      x: box.x + box.width / 2, y: box.y + box.height / 2,
    });
    expect(hits, 'a touch 21 px above or below its middle toggles it').toEqual([true, true]);
  });

  test("the payroll period picker's days and arrows are 44 x 44 px at 390 px, and its calendar fits the screen", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInAs(page, DEMO.payroll.username, DEMO.payroll.password, '/human-resources/payroll-report');
    await expectTarget(page.getByRole('button', { name: 'Previous period' }), 'Previous period');
    await page.getByRole('button', { name: 'Choose date' }).click();
    const calendar = page.getByRole('dialog', { name: 'Calendar' }).or(page.locator('[aria-label="Calendar"]')).first();
    await expect(calendar).toBeVisible();
    const days = calendar.getByRole('gridcell').getByRole('button');
    await expectTarget(days.first(), 'a day of the calendar');
    await expectTarget(calendar.getByRole('button', { name: /previous month/i }), 'the previous month arrow');
    const box = (await calendar.boundingBox())!;
    expect(box.x >= 0 && box.x + box.width <= PHONE.width, 'the calendar on the screen').toBe(true);

    await page.setViewportSize({ width: 1366, height: 800 });
    expect((await sizeOf(days.first())).height).toBeLessThan(44);
  });
});

test.describe('long names on a phone', () => {
  test("the crew builder's job ends with an ellipsis at 390 px, its whole name in the title", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInAs(page, DEMO.foreman.username, DEMO.foreman.password, '/app/crew-builder');
    const job = page.getByRole('combobox', { name: 'Job' });
    await expect(job).toHaveValue(/ · /);
    const shown = await job.evaluate((input: HTMLInputElement) => ({
      cut: input.scrollWidth > input.clientWidth, overflow: getComputedStyle(input).textOverflow, title: input.title, value: input.value,
    }));
    expect(shown.cut, 'a job name longer than the box').toBe(true);
    expect(shown.overflow).toBe('ellipsis');
    expect(shown.title).toBe(shown.value);
  });
});
