import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, signInAs } from './support/session';
import { LayoutPage } from './pages/LayoutPage';
import { LoginPage } from './pages/LoginPage';

/**
 * The screens follow what an administrator changes while a user is signed in: the shell's 5-second check asks the
 * server (GET /auth/session), so a changed role changes the menu and a deactivated user lands on the sign-in screen,
 * without a reload or a new sign-in. The server notices within 4 s and the shell asks every 5 s: allow 12 s.
 */
const FOLLOWS_WITHIN_MS = 12_000;

async function adminApi(request: APIRequestContext): Promise<(method: 'POST' | 'PUT', url: string, data: object) => Promise<{ id: number }>> {
  const login = await request.post('/auth/login', { data: { username: DEMO.admin.username, password: DEMO.admin.password, clientKey: 'groundwork-web' } });
  const { token } = (await login.json()) as { token: string };
  return async (method, url, data) => {
    const response = await request.fetch(url, { method, data, headers: { authorization: `Bearer ${token}` } });
    if (!response.ok()) throw new Error(`${method} ${url} answered ${response.status()}: ${await response.text()}`);
    return (await response.json()) as { id: number };
  };
}

test('a signed-in user\'s menu follows a role change, and a deactivated user is signed out', async ({ page, request }) => {
  test.setTimeout(60_000);
  const call = await adminApi(request);
  const tag = Date.now().toString(36);
  const role = await call('POST', '/api/roles', {
    name: `Yard ${tag}`, description: 'Equipment yard', permissions: [{ name: 'equipment.all' }, { name: 'equipment.read' }],
  });
  const person = {
    name: `Yard Hand ${tag}`, employeeCode: `Y${tag}`.slice(0, 9), workClass: 'LABOUR', email: `yard${tag}@example.test`,
    username: `yard${tag}`, roleId: role.id, isOnPayroll: true, isActive: true,
  };
  const user = await call('POST', '/api/users', { ...person, password: 'demo1234' });

  await signInAs(page, person.username, 'demo1234');
  const layout = new LayoutPage(page);
  await expect(layout.menuGroup('Equipment')).toBeVisible();
  await expect(layout.menuGroup('Jobs')).toHaveCount(0);

  await call('PUT', `/api/roles/${role.id}`, {
    name: `Yard ${tag}`, description: 'Equipment yard', permissions: [{ name: 'jobs.all' }, { name: 'jobs.read' }],
  });
  await expect(layout.menuGroup('Jobs')).toBeVisible({ timeout: FOLLOWS_WITHIN_MS });
  await expect(layout.menuGroup('Equipment')).toHaveCount(0);
  // A reload keeps the new menu: the renewed token was stored.
  await page.reload();
  await expect(layout.menuGroup('Jobs')).toBeVisible();

  await call('PUT', `/api/users/${user.id}`, { ...person, isActive: false });
  await expect(new LoginPage(page).submit).toBeVisible({ timeout: FOLLOWS_WITHIN_MS });
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
