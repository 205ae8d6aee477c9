import { expect, test } from '@playwright/test';
import { ContentsPage } from '../pages/admin/ContentsPage';
import { expectNotice, uniqueSuffix } from '../pages/controls';
import { DEMO, signInAs } from './support/session';

test('admin adds a work type and deletes it after confirming', async ({ page }) => {
  await signInAs(page, DEMO.admin.username, DEMO.admin.password);
  const workTypes = ContentsPage.workTypes(page);
  const name = `E2E Work ${uniqueSuffix()}`;

  await workTypes.open();
  await workTypes.add(name, { equipmentRequired: true });
  await expectNotice(page, 'Work Types has been added successfully.');
  await expect(workTypes.row(name)).toContainText('Yes');

  const dialog = await workTypes.askDelete(name);
  await expect(dialog).toContainText('Are you sure delete this work type?');
  await expect(dialog).toContainText('Click "Yes" to continue.');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expectNotice(page, 'Work Type has been deleted.');
  await expect(workTypes.row(name)).toHaveCount(0);
});

test('admin cannot add a work type named like another in other letters: the form says the name is taken', async ({ page }) => {
  await signInAs(page, DEMO.admin.username, DEMO.admin.password);
  const workTypes = ContentsPage.workTypes(page);
  const name = `E2E Trucking ${uniqueSuffix()}`;

  await workTypes.open();
  await workTypes.add(name);
  await expectNotice(page, 'Work Types has been added successfully.');
  await workTypes.open();
  await workTypes.add(name.toLowerCase());
  // The field says so (a notification too); nothing is added.
  await expect(page.locator('form').getByText('Please enter a unique value.')).toBeVisible();
  await workTypes.open();
  await expect(workTypes.row(name)).toHaveCount(1);
  const names = await page.getByRole('table', { name: 'Work Types' }).locator('tbody tr td:first-child').allInnerTexts();
  expect(names.filter((n) => n.trim().toLowerCase() === name.toLowerCase())).toEqual([name]);

  const dialog = await workTypes.askDelete(name);
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expectNotice(page, 'Work Type has been deleted.');
});
