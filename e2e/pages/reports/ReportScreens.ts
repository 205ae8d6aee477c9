import { expect, type Locator, type Page } from '@playwright/test';
import { choose, searchTable } from '../controls';

/** The range query screens (/reports/manager-query, /reports/subcontractor-report): range and View Report. */
export class RangeQueryScreen {
  constructor(readonly page: Page, readonly path: string) {}

  async open(): Promise<void> {
    await this.page.goto(`/#${this.path}`);
    await expect(this.page.getByRole('button', { name: 'View Report' })).toBeVisible();
  }

  get start(): Locator {
    return this.page.getByRole('textbox', { name: 'Date range: start date' });
  }
  get end(): Locator {
    return this.page.getByRole('textbox', { name: 'Date range: end date' });
  }

  async viewReport(): Promise<void> {
    await this.page.getByRole('button', { name: 'View Report' }).click();
  }
}

/** A report table of time records: rows by their text, selection, locks. */
export class RecordTable {
  constructor(readonly page: Page, readonly table: Locator) {}

  /** The body row containing `text` (an employee's unique name, a description). */
  row(text: string): Locator {
    return this.table.locator('tbody > tr').filter({ hasText: text });
  }

  /** Searches the table (the toolbar's search box above it) and waits until the table shows only the matches. */
  async search(text: string): Promise<void> {
    await searchTable(this.page, this.table, text);
  }

  async select(row: Locator): Promise<void> {
    await row.getByRole('checkbox', { name: 'Select row' }).check();
  }

  /** An exported row: greyed, its checkbox disabled, no Edit, Copy or Delete, its approval read-only. */
  async expectLocked(row: Locator): Promise<void> {
    await expect(row).toHaveAttribute('data-muted', 'true');
    await expect(row.getByRole('checkbox', { name: 'Select row' })).toBeDisabled();
    await expect(row.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await expect(row.getByRole('link', { name: 'Copy' })).toHaveCount(0);
    await expect(row.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(row.getByRole('combobox')).toHaveCount(0);
  }
}

/** /reports/manager-report?start&end */
export class ManagerReportScreen {
  readonly records: RecordTable;

  constructor(readonly page: Page) {
    this.records = new RecordTable(page, page.getByRole('table', { name: 'Manager Report' }));
  }

  /** Opens the batch approve drawer for the selected rows, picks the approval and saves. */
  async batchApprove(choice: 'Approved' | 'Declined' | 'Pending' = 'Approved'): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Batch Approve' }).click();
    const drawer = this.page.getByRole('dialog', { name: 'Batch Approve' });
    // A dialog element has no box of its own (its panel has): wait for its content.
    await expect(drawer.getByRole('heading', { name: 'Batch Approve' })).toBeVisible();
    if (choice !== 'Approved') await choose(this.page, drawer.getByRole('combobox'), choice, { scope: drawer });
    await drawer.getByRole('button', { name: 'Save' }).click();
    return drawer;
  }
}

/** /reports/subcontractor-report/report?start&end */
export class SubcontractorReportScreen {
  readonly records: RecordTable;

  constructor(readonly page: Page) {
    this.records = new RecordTable(page, page.getByRole('table', { name: 'Subcontractor time records' }));
  }

  get productions(): Locator {
    return this.page.getByRole('table', { name: 'Productions' });
  }

  /** Sets the invoice status of the selected rows. */
  async setInvoiceStatus(status: string): Promise<void> {
    await choose(this.page, this.page.getByRole('combobox', { name: 'Invoice status of the selected records' }), status);
    await this.page.getByRole('button', { name: 'Update Invoice Status' }).click();
  }
}
