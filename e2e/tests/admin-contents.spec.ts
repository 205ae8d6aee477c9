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
