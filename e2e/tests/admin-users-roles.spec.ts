import { expect, test } from '@playwright/test';
import { AdminApi } from '../pages/admin/admin-api';
import { expectNotice, uniqueSuffix } from '../pages/controls';
import { RoleFormPage } from '../pages/admin/RoleFormPage';
import { UserFormPage } from '../pages/admin/UserFormPage';
import { UsersPage } from '../pages/admin/UsersPage';
import { LayoutPage } from './pages/LayoutPage';
import { DEMO, signInAs } from './support/session';

interface ApiUser { id: number; employeeCode: string; name: string }

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
    await expectNotice(page, 'User added successfully.');

    const users = new UsersPage(page);
    await expect(users.search).toBeVisible();
    await users.searchFor(name);
    await expect(users.row(name)).toBeVisible();

    await users.edit(name);
    await expect(form.isActive).toBeChecked();
    await form.name.fill(`${name} B`);
    await form.isActive.uncheck();
    await form.save.click();
    await expectNotice(page, 'User updated successfully.');

    await users.searchFor(`${name} B`);
    await expect(users.empty).toBeVisible();
    await users.setIncludeInactive(true);
    await expect(users.row(`${name} B`)).toContainText('Inactive');
  });

  test('a role with chosen permissions, given to a user, decides that user\'s menu', async ({ page }) => {
    // Two sign-ins, two forms and the user's menu and list: room for a busy machine.
    test.setTimeout(90_000);
    await signInAs(page, DEMO.admin.username, DEMO.admin.password);
    const suffix = uniqueSuffix();
    const roleName = `E2E Role ${suffix}`;

    const roleForm = new RoleFormPage(page);
    await roleForm.openNew();
    await roleForm.create(roleName, 'Reads users only', ['Users menu', 'View users']);
    await expectNotice(page, 'Role added successfully.');
    await expect(page.getByRole('table', { name: 'Roles' }).getByRole('row').filter({ hasText: roleName })).toBeVisible();

    // The role is given through the user form, as an office user would.
    const username = `role${suffix.toLowerCase()}`;
    const userName = `Role User ${suffix}`;
    const form = new UserFormPage(page);
    await form.openNew();
    await form.fillRequired({ name: userName, workClass: 'LABOUR', email: `${username}@example.com`, username, password: 'secret123', role: roleName });
    await form.enterEmployeeCode(`R${suffix}`);
    await expect(form.save).toBeEnabled();
    await form.save.click();
    await expectNotice(page, 'User added successfully.');
    const users = new UsersPage(page);
    await users.searchFor(userName);
    await expect(users.row(userName)).toContainText(roleName);

    await signInAs(page, username, 'secret123');
    const layout = new LayoutPage(page);
    await expect(layout.menuLink('Home')).toBeVisible();
    expect(await layout.entriesOf('Users')).toEqual(['View Users']);
    for (const hidden of ['Companies', 'Jobs', 'Equipment', 'Cost Codes', 'Contents']) {
      await expect(layout.menuGroup(hidden)).toHaveCount(0);
    }
    await layout.menuLink('View Users').click();
    const list = new UsersPage(page);
    await expect(list.table).toBeVisible();
    // users.all edits users, but only those whose role gives nothing beyond its own permissions (the server's rule):
    // the user's own row, not the administrator's. Creating a user needs users.create: no Add User.
    await expect(list.addUser).toHaveCount(0);
    await list.searchFor(DEMO.admin.name);
    await expect(list.row(DEMO.admin.name)).toBeVisible();
    await expect(page.getByRole('link', { name: `Edit ${DEMO.admin.name}` })).toHaveCount(0);
    await list.searchFor(userName);
    await expect(page.getByRole('link', { name: `Edit ${userName}` })).toBeVisible();
    // On the own record the role cannot be changed.
    await list.edit(userName);
    await expect(form.role).toBeDisabled();
    await expect(page.getByText('You cannot change your own role.')).toBeVisible();
    // ... but not the roles screens, which need roles.read.
    await page.goto('/#/roles');
    await expect(page.getByRole('heading', { name: 'Ooops! The page you are looking for could not be found.' })).toBeVisible();
  });
});
