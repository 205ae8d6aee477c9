import { expect, test, type Page } from '@playwright/test';
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
