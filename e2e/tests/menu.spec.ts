import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from './support/session';
import { LayoutPage } from './pages/LayoutPage';

test.describe('side menu by permission', () => {
  test('admin sees every group and entry of both spec documents, with the star on Add Time Records', async ({ page }) => {
    const claims = await signInAs(page, DEMO.admin.username, DEMO.admin.password);
    const layout = new LayoutPage(page);
    await expect(layout.menuLink('Home')).toBeVisible();
    for (const group of ['Companies', 'Users', 'Jobs', 'Equipment', 'Cost Codes', 'Reports', 'Human Resources', 'Time Offs', 'Material Hauling', 'Contents', 'App', claims.name]) {
      await expect(layout.menuGroup(group)).toBeVisible();
    }
    expect(await layout.entriesOf('Users')).toEqual(['View Users', 'Add User', 'View Roles', 'Add Role']);
    expect(await layout.entriesOf('Jobs')).toEqual(['View Jobs', 'Add Job', 'Add Employee to Job', 'Add Production', 'Add Time Records']);
    await expect(layout.menuLink('Add Time Records star')).toBeVisible();
    await expect(layout.menuLink('Add Production')).toBeVisible();
    expect(await layout.entriesOf('Human Resources')).toHaveLength(6);
    expect(await layout.entriesOf('App')).toEqual(['Crew Builder', 'My Schedule', 'My Records']);
    await expect(layout.switchCompany).toBeVisible();
  });

  test('a worker sees only Home, Time Offs, My Schedule, My Records and the user submenu', async ({ page }) => {
    const claims = await signInAs(page, DEMO.worker.username, DEMO.worker.password);
    const layout = new LayoutPage(page);
    await expect(layout.menuLink('Home')).toBeVisible();
    for (const hidden of ['Companies', 'Users', 'Jobs', 'Equipment', 'Cost Codes', 'Reports', 'Human Resources', 'Material Hauling', 'Contents']) {
      await expect(layout.menuGroup(hidden)).toHaveCount(0);
    }
    expect(await layout.entriesOf('Time Offs')).toEqual(['Time Offs']);
    expect(await layout.entriesOf('App')).toEqual(['My Schedule', 'My Records']);
    expect(await layout.entriesOf(claims.name)).toEqual(['Log Out']);
    await expect(layout.switchCompany).toHaveCount(0);
  });

  test('a worker opening a guarded screen gets the not-found page', async ({ page }) => {
    await signInAs(page, DEMO.worker.username, DEMO.worker.password, '/companies');
    await expect(page.getByRole('heading', { name: 'Ooops! The page you are looking for could not be found.' })).toBeVisible();
  });
});
