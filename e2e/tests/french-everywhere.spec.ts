import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { englishIn, screenTexts } from './support/english-left';
import { DEMO, signInAs } from './support/session';

/**
 * Issue 18, "done when": a user set to French sees no English on any screen of their role, except data and proper
 * names. Each demo login, set to French through the API, walks every entry of its own menu (read from the page), and
 * on a list also its first row's detail and edit form and its "add" screen, the export menu and a delete confirmation
 * (cancelled); a detail, edit or add screen once over all the roles. Every screen's visible text, labels, placeholders and titles are checked for English
 * (support/english-left.ts). Each language is put back to English at the end: the other specs expect English.
 */

type Role = keyof typeof DEMO;
const ROLES: readonly Role[] = ['admin', 'manager', 'foreman', 'payroll', 'worker'];

async function setLanguage(request: APIRequestContext, role: Role, language: 'en' | 'fr'): Promise<void> {
  const { username, password } = DEMO[role];
  const login = await request.post('/auth/login', { data: { username, password, clientKey: 'groundwork-web' } });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const response = await request.put('/auth/language', { headers: { Authorization: `Bearer ${token}` }, data: { language } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Until the screen stops changing (at most 8 s): no busy element, and the same text twice in a row. */
async function settle(page: Page): Promise<void> {
  let before = '';
  for (const end = Date.now() + 8_000; Date.now() < end; ) {
    const now = await page.evaluate(() => (document.querySelector('[aria-busy="true"]') ? '' : document.body.innerText));
    if (now !== '' && now === before) return;
    before = now;
    await page.waitForTimeout(150);
  }
}

/**
 * The side menu's entries as the page shows them to this user, each group opened in turn (one at a time, so in the
 * page: a round trip per link is slow on a busy machine). Log Out left out.
 */
async function menuEntries(page: Page): Promise<{ text: string; href: string }[]> {
  await expect(page.locator('aside nav').getByRole('link').first()).toBeVisible();
  const entries = await page.evaluate(async () => {
    const found: { text: string; href: string }[] = [];
    for (const group of document.querySelectorAll('aside nav > ul > li')) {
      const button = group.querySelector(':scope > button');
      if (button?.getAttribute('aria-expanded') === 'false') {
        (button as HTMLButtonElement).click();
        await new Promise((rendered) => setTimeout(rendered, 50));
      }
      for (const link of group.querySelectorAll('a')) {
        found.push({ text: link.innerText.replace('★', '').trim(), href: link.getAttribute('href') ?? '' });
      }
    }
    return found;
  });
  return entries.filter((entry) => !entry.href.endsWith('/logout'));
}

// Buttons and links are pressed with Enter: a sticky header may cover the point a click would aim at.

/**
 * Screens checked so far, by route ('#/jobs/1'), over all the roles: each role's menu entries are all checked, but a
 * detail, edit or add screen an earlier role already had checked is not again (the same catalogues; minutes of CI).
 */
const seen = new Set<string>();

/** The walk of one user: the screens seen, and the English found on each (a soft failure naming the screen). */
class Walk {
  private exported = false;
  private confirmed = false;

  constructor(private readonly page: Page, private readonly role: Role, private readonly menu: ReadonlySet<string>) {}

  /** The screen's route: '#/jobs/1'. */
  private here(): string {
    return new URL(this.page.url()).hash;
  }

  private get main(): Locator {
    return this.page.getByRole('main');
  }

  async check(screen: string): Promise<void> {
    await settle(this.page);
    seen.add(this.here());
    const left = englishIn(await screenTexts(this.page));
    expect.soft(left, `${this.role}: English on ${screen} (${this.page.url()})`).toEqual([]);
  }

  async open(text: string, href: string): Promise<void> {
    await this.page.goto(`/${href}`);
    await this.check(text);
    const firstRow = this.main.locator('table tbody tr').first();
    if (!(await firstRow.count())) return;
    await this.exportMenu(text);
    await this.confirmDelete(text, firstRow);
    await this.addScreen(text, href);
    await this.detailAndEdit(text, href, firstRow);
  }

  /** A list's export menu (once per user): its choices. */
  private async exportMenu(screen: string): Promise<void> {
    const exporter = this.main.getByRole('button', { name: 'Exporter', exact: true });
    if (this.exported || !(await exporter.count())) return;
    this.exported = true;
    await exporter.click();
    await expect(this.page.getByRole('menu')).toBeVisible();
    await this.check(`${screen}, export menu`);
    await this.page.keyboard.press('Escape');
  }

  /** A row's delete confirmation (once per user), cancelled. */
  private async confirmDelete(screen: string, row: Locator): Promise<void> {
    const remove = row.getByRole('button', { name: /^Supprimer/ });
    if (this.confirmed || !(await remove.count())) return;
    this.confirmed = true;
    await remove.first().click();
    const dialog = this.page.getByRole('alertdialog');
    await expect(dialog.getByRole('button').first()).toBeVisible();
    await this.check(`${screen}, delete confirmation`);
    await this.page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }

  /** The list's own "add" button, unless the menu has the list's add screen. */
  private async addScreen(screen: string, href: string): Promise<void> {
    if (this.menu.has(`${href}/add`)) return;
    const add = this.main.getByRole('button', { name: /^Ajouter/ }).or(this.main.getByRole('link', { name: /^Ajouter/ }));
    if (!(await add.count())) return;
    await add.first().press('Enter');
    await settle(this.page);
    if (!seen.has(this.here())) await this.check(`${screen}, add`);
    await this.page.goto(`/${href}`);
    await settle(this.page);
  }

  /** The first row's detail (its link) and edit form (the detail's Modifier, else the row's). */
  private async detailAndEdit(screen: string, href: string, row: Locator): Promise<void> {
    const link = row.getByRole('link').first();
    if ((await link.count()) && !seen.has((await link.getAttribute('href')) ?? '')) {
      await link.press('Enter');
      await this.check(`${screen}, first row's detail`);
      const edit = this.main.getByRole('button', { name: /^Modifier/ }).or(this.main.getByRole('link', { name: /^Modifier/ }));
      if (await edit.count()) {
        await edit.first().press('Enter');
        await this.check(`${screen}, first row's edit form`);
        return;
      }
      await this.page.goto(`/${href}`);
      await settle(this.page);
    }
    const rowEdit = row.getByRole('button', { name: /^Modifier/ });
    if (await rowEdit.count()) {
      await rowEdit.first().press('Enter');
      await settle(this.page);
      if (!seen.has(this.here())) await this.check(`${screen}, first row's edit form`);
    }
  }
}

test.describe('every screen in French', () => {
  test.afterAll(async ({ request }) => {
    for (const role of ROLES) await setLanguage(request, role, 'en');
  });

  for (const role of ROLES) {
    test(`the ${role} sees no English on any screen of their menu`, async ({ page, request }) => {
      // Every screen of the menu, some 40 for the admin: minutes on a busy machine.
      test.setTimeout(300_000);
      await setLanguage(request, role, 'fr');
      await signInAs(page, DEMO[role].username, DEMO[role].password, '/home');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
      const entries = await menuEntries(page);
      expect(entries.length).toBeGreaterThan(1);
      const walk = new Walk(page, role, new Set(entries.map((entry) => entry.href)));
      for (const { text, href } of entries) await walk.open(text, href);
    });
  }
});
