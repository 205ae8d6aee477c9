import { expect, type Locator, type Page } from '@playwright/test';
import { field } from '../controls';

/** A 1x1 PNG, uploaded as a company logo. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export interface CompanyFields {
  name?: string;
  description?: string;
  payrollHeader?: string;
  /** A logo file to upload. */
  logo?: { name: string; mimeType: string; buffer: Buffer };
}

/** /companies and its add and edit forms. */
export class CompaniesPage {
  readonly table: Locator;
  readonly addCompany: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Companies' });
    this.addCompany = page.getByRole('button', { name: 'Add Company' });
    this.save = page.getByRole('button', { name: 'Save' });
  }

  async open(): Promise<void> {
    await this.page.goto('/#/companies');
    await expect(this.table).toBeVisible();
  }

  row(name: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  /** The form's field by its label (required fields carry a '*' mark). */
  field(label: string): Locator {
    return field(this.page, label);
  }

  /** The logo preview the form shows (an uploaded file, or the stored logo). */
  logoPreview(name: string): Locator {
    return this.page.getByRole('img', { name: `${name} logo` });
  }

  async fill(fields: CompanyFields): Promise<void> {
    if (fields.name !== undefined) await this.field('Name').fill(fields.name);
    if (fields.description !== undefined) await this.field('Description').fill(fields.description);
    if (fields.payrollHeader !== undefined) await this.field('Payroll Header').fill(fields.payrollHeader);
    if (fields.logo) await this.field('Logo').setInputFiles(fields.logo);
  }

  async edit(name: string): Promise<void> {
    await this.page.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(this.field('Name')).toHaveValue(name);
  }

  deleteButton(name: string): Locator {
    return this.page.getByRole('button', { name: `Delete ${name}` });
  }

  /** Clicks Delete on the row and returns the confirmation dialog. */
  async askDelete(name: string): Promise<Locator> {
    await this.deleteButton(name).click();
    // The dialog element itself has no box of its own (its panel has): check it by its text, not visibility.
    const dialog = this.page.getByRole('alertdialog');
    await expect(dialog).toContainText('Click "Yes" to continue.');
    return dialog;
  }
}
