import { expect, test, type Page } from '@playwright/test';
import { LayoutPage } from './pages/LayoutPage';
import { DEMO, signInAs } from './support/session';

/**
 * Every action shown is an action allowed (issue 19): for each demo login, every screen of its menu is opened and
 * every enabled button and link of the content is collected. An action naming its API route (`data-api`, set by
 * `apiAction` in shared/session) must be one the server lets this user call, by the server's own declaration (the
 * OpenAPI document's `x-permissions`, read with the user's session). An action that changes data (its label starts
 * with a verb below) must name its route, so no new one escapes the check. A form's own submit button is not collected:
 * the form is reached only through its menu entry or link, which is.
 */
const LOGINS = [
  DEMO.admin,
  DEMO.manager,
  DEMO.foreman,
  DEMO.payroll,
  DEMO.worker,
  { username: 'office2', password: 'demo1234' },
] as const;

const CHANGES_DATA = /^(Add|Edit|Delete|Remove|Save|Approve|Decline|Reset|Upload|Import|Submit|Copy|Request|Create|Invoice|Mark|Build)\b/;

interface Operation {
  'x-permissions'?: string[];
  'x-switcher'?: boolean;
  security?: unknown[];
}

interface ShownAction {
  label: string;
  api: string | null;
}

function claimsOf(token: string): { scopes: string[] } {
  return JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString('utf8')) as { scopes: string[] };
}

/** The server's rule for `METHOD /path/:param` (the document writes params as {param}); undefined: no such route. */
function ruleOf(paths: Record<string, Record<string, Operation>>, route: string): Operation | undefined {
  const [method, path] = route.split(' ') as [string, string];
  return paths[path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[method.toLowerCase()];
}

/** The menu's screens: every entry of every group (Log Out aside), as hash paths. One group is open at a time. */
async function menuScreens(layout: LayoutPage): Promise<string[]> {
  await expect(layout.menuLink('Home')).toBeVisible();
  const hrefs = new Set<string>();
  const collect = async () => {
    const found = await layout.mainMenu.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    for (const href of found) hrefs.add(href.replace(/^#/, ''));
  };
  await collect();
  for (const group of await layout.mainMenu.locator(':scope > ul > li > button').all()) {
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    await collect();
  }
  return [...hrefs].filter((h) => h.startsWith('/') && h !== '/logout');
}

async function shownActions(page: Page): Promise<ShownAction[]> {
  return page
    .getByRole('main')
    .locator('button:not([disabled]):not([type="submit"]), a[href]')
    .evaluateAll((nodes) =>
      nodes
        // A column header's button sorts the rows; it changes no data (its title may start with a verb: Invoice Status).
        .filter((n) => (n as HTMLElement).offsetParent !== null && !n.closest('thead'))
        .map((n) => ({ label: (n.getAttribute('aria-label') ?? n.textContent ?? '').trim(), api: n.getAttribute('data-api') })),
    );
}

for (const login of LOGINS) {
  test(`${login.username}: every action on every screen of the menu is one the server allows`, async ({ page }) => {
    test.setTimeout(240_000);
    await signInAs(page, login.username, login.password);
    const token = (await page.evaluate(() => localStorage.getItem('token'))) as string;
    const scopes = new Set(claimsOf(token).scopes);
    const doc = await page.request.get('/api/docs/openapi.json', { headers: { Authorization: `Bearer ${token}` } });
    expect(doc.ok()).toBe(true);
    const { paths } = (await doc.json()) as { paths: Record<string, Record<string, Operation>> };
    const layout = new LayoutPage(page);
    const screens = await menuScreens(layout);
    expect(screens.length).toBeGreaterThan(0);

    const problems: string[] = [];
    for (const screen of screens) {
      await layout.goto(screen);
      await expect(layout.heading).toBeVisible();
      await page.waitForLoadState('networkidle');
      if (await page.getByText('could not be found').count()) problems.push(`${screen}: the menu opens a screen that could not be found`);
      // The reports show their rows (and the rows' actions) after Load Data.
      const load = page.getByRole('main').getByRole('button', { name: 'Load Data', exact: true });
      if ((await load.count()) === 1 && (await load.isEnabled())) {
        await load.click();
        await page.waitForLoadState('networkidle');
      }
      for (const action of await shownActions(page)) {
        if (action.api) {
          const rule = ruleOf(paths, action.api);
          if (!rule) problems.push(`${screen}: "${action.label}" names ${action.api}, which the server does not have`);
          else if (rule['x-permissions'] && !rule['x-switcher'] && !rule['x-permissions'].some((p) => scopes.has(p))) {
            problems.push(`${screen}: "${action.label}" calls ${action.api}, which needs any of ${rule['x-permissions'].join(', ')}`);
          }
        } else if (CHANGES_DATA.test(action.label)) {
          problems.push(`${screen}: "${action.label}" changes data but names no API route (data-api)`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
}
