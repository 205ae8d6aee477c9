import { expect, test } from '@playwright/test';
import { CompaniesPage, TINY_PNG } from '../pages/admin/CompaniesPage';
import { expectNotice, uniqueSuffix } from '../pages/controls';
import { DEMO, signInAs } from './support/session';

test('admin adds a company with a logo (previewed), edits it and deletes it after confirming; never the own company', async ({ page }) => {
  const own = await signInAs(page, DEMO.admin.username, DEMO.admin.password);
  const companies = new CompaniesPage(page);
  const name = `E2E Company ${uniqueSuffix()}`;

  await companies.open();
  // The signed-in user's own company is listed without Delete.
  await expect(companies.row(own.company)).toBeVisible();
  await expect(companies.deleteButton(own.company)).toHaveCount(0);

  await companies.addCompany.click();
  await companies.fill({
    name, description: 'Made by the browser test', payrollHeader: 'E2EHEAD',
    logo: { name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG },
  });
  await expect(companies.logoPreview(name)).toBeVisible();
  await expect(companies.logoPreview(name)).toHaveAttribute('src', /^data:image\/png;base64,/);
  await companies.save.click();
  await expectNotice(page, 'Company has been added successfully.');

  await expect(companies.row(name)).toContainText('E2EHEAD');
  // The stored logo is shown in the list (fetched with the session's token).
  await expect(companies.row(name).getByRole('img', { name: `${name} logo` })).toBeVisible();

  await companies.edit(name);
  await expect(companies.logoPreview(name)).toBeVisible();
  await companies.fill({ description: 'Edited by the browser test', payrollHeader: 'E2EHEAD2' });
  await companies.save.click();
  await expectNotice(page, 'Company has been updated successfully.');
  await expect(companies.row(name)).toContainText('Edited by the browser test');
  await expect(companies.row(name)).toContainText('E2EHEAD2');

  let dialog = await companies.askDelete(name);
  await expect(dialog).toContainText('Are you sure delete this company?');
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(companies.row(name)).toBeVisible();

  dialog = await companies.askDelete(name);
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expectNotice(page, 'Company has been deleted.');
  await expect(companies.row(name)).toHaveCount(0);
});
