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

test("the job cost settings share one row on a computer and stack on a phone, each input its row's width (the first one's hint pushed the second below, wider)", async ({ page }) => {
  const own = await signInAs(page, DEMO.admin.username, DEMO.admin.password);
  const companies = new CompaniesPage(page);
  await page.setViewportSize({ width: 1366, height: 800 });
  await companies.open();
  await companies.edit(own.company);
  const burden = companies.field('Labour Burden (%)');
  const hours = companies.field('Salaried Hours per Year');
  const boxes = async () => Promise.all([burden.boundingBox(), hours.boundingBox()]);

  let [a, b] = await boxes();
  expect(Math.abs(a!.y - b!.y)).toBeLessThan(1);
  expect(Math.abs(a!.width - b!.width)).toBeLessThan(1);
  expect(b!.x).toBeGreaterThan(a!.x + a!.width);

  await page.setViewportSize({ width: 390, height: 844 });
  [a, b] = await boxes();
  expect(b!.y).toBeGreaterThan(a!.y + a!.height);
  expect(Math.abs(a!.width - b!.width)).toBeLessThan(1);
  expect(Math.abs(a!.x - b!.x)).toBeLessThan(1);
});
