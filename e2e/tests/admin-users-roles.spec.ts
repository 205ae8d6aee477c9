import { expect, test } from '@playwright/test';
import { AdminApi, uniqueSuffix } from '../pages/admin/admin-api';
import { expectNotified } from '../pages/admin/controls';
import { RoleFormPage } from '../pages/admin/RoleFormPage';
import { UserFormPage } from '../pages/admin/UserFormPage';
import { UsersPage } from '../pages/admin/UsersPage';
import { LayoutPage } from './pages/LayoutPage';
import { DEMO, signInAs } from './support/session';

interface ApiUser { id: number; employeeCode: string; name: string }
interface ApiRole { id: number; name: string }

test.describe('users and roles administration', () => {
  test('admin adds a user (a duplicate employee code is refused on blur), edits it, makes it inactive', async ({ page }) => {
    await signInAs(page, DEMO.admin.username, DEMO.admin.password);
    const api = new AdminApi(page);
    const [existing] = await api.get<ApiUser[]>('/api/users');
    const suffix = uniqueSuffix();
    const name = `E2E User ${suffix}`;

    const form = new UserFormPage(page);
    await form.openNew();
    await expect(form.save).toBeDisabled();
    await form.fillRequired({
      name, workClass: 'LABOUR', email: `e2e.${suffix.toLowerCase()}@example.com`, username: `e2e${suffix.toLowerCase()}`,
      password: 'secret123', role: 'Worker',
    });

    await form.enterEmployeeCode(existing!.employeeCode);
    await expect(form.fieldError('Please enter a unique value.')).toBeVisible();
    await expect(form.save).toBeDisabled();

    await form.enterEmployeeCode(`E${suffix}`);
    await expect(form.fieldError('Please enter a unique value.')).toHaveCount(0);
    await expect(form.save).toBeEnabled();
    await form.save.click();
    await expectNotified(page, 'User added successfully.');

    const users = new UsersPage(page);
    await expect(users.search).toBeVisible();
    await users.searchFor(name);
    await expect(users.row(name)).toBeVisible();

    await users.edit(name);
    await expect(form.isActive).toBeChecked();
    await form.name.fill(`${name} B`);
    await form.isActive.uncheck();
    await form.save.click();
    await expectNotified(page, 'User updated successfully.');

    await users.searchFor(`${name} B`);
    await expect(users.empty).toBeVisible();
    await users.setIncludeInactive(true);
    await expect(users.row(`${name} B`)).toContainText('Inactive');
  });

  test('a role with chosen permissions, given to a user, decides that user\'s menu', async ({ page }) => {
    await signInAs(page, DEMO.admin.username, DEMO.admin.password);
    const suffix = uniqueSuffix();
    const roleName = `E2E Role ${suffix}`;

    const roleForm = new RoleFormPage(page);
    await roleForm.openNew();
    await roleForm.create(roleName, 'Reads users only', ['users.all', 'users.read']);
    await expectNotified(page, 'Role added successfully.');
    await expect(page.getByRole('table', { name: 'Roles' }).getByRole('row').filter({ hasText: roleName })).toBeVisible();

    const api = new AdminApi(page);
    const role = (await api.get<ApiRole[]>('/api/roles')).find((r) => r.name === roleName);
    expect(role).toBeDefined();
    const username = `role${suffix.toLowerCase()}`;
    await api.post('/api/users', {
      name: `Role User ${suffix}`, employeeCode: `R${suffix}`, workClass: 'LABOUR', email: `${username}@example.com`,
      username, password: 'secret123', roleId: role!.id, isOnPayroll: false, isActive: true,
    });

    await signInAs(page, username, 'secret123');
    const layout = new LayoutPage(page);
    await expect(layout.menuLink('Home')).toBeVisible();
    expect(await layout.entriesOf('Users')).toEqual(['View Users']);
    for (const hidden of ['Companies', 'Jobs', 'Equipment', 'Cost Codes', 'Contents']) {
      await expect(layout.menuGroup(hidden)).toHaveCount(0);
    }
    await layout.menuLink('View Users').click();
    await expect(new UsersPage(page).table).toBeVisible();
    // users.all opens every users screen: Edit per row and Add User are offered.
    await expect(page.getByRole('link', { name: /^Edit / }).first()).toBeVisible();
    await expect(new UsersPage(page).addUser).toBeVisible();
    // ... but not the roles screens, which need roles.read.
    await page.goto('/#/roles');
    await expect(page.getByRole('heading', { name: 'Ooops! The page you are looking for could not be found.' })).toBeVisible();
  });
});
