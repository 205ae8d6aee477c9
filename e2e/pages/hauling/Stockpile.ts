import { expect, type Locator, type Page } from '@playwright/test';
import { choose, columnTitles, field } from '../controls';

/** The Stockpile Report (/material-hauling/material-production-report[/{jobId}]): the table per product and its chart. */
export class StockpileReport {
  readonly table: Locator;
  readonly chart: Locator;

  constructor(private readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Stockpile per product' });
    this.chart = page.getByRole('figure').filter({ hasText: 'Produced, hauled and left per product' });
  }

  async open(jobId: number): Promise<void> {
    await this.page.goto(`/#/material-hauling/material-production-report/${jobId}`);
    // The first visit loads mf-reports; allow for a busy machine.
    await expect(this.table).toBeVisible({ timeout: 20_000 });
  }

  /** A column's value in the product's row, as a number (the cell groups thousands: '1,523.84'). */
  async value(product: string, column: 'Produced' | 'Hauled' | 'Left in Stockpile'): Promise<number> {
    const titles = await columnTitles(this.table);
    const index = titles.findIndex((t) => t.startsWith(column));
    if (index < 0) throw new Error(`No column ${column} in ${titles.join(', ')}`);
    const row = this.table.locator('tbody tr').filter({ hasText: product }).first();
    await expect(row).toBeVisible();
    return Number((await row.locator('td, th').nth(index).textContent())?.trim().replace(/,/g, ''));
  }
}

/** Add Material Hauling (/material-hauling/add?job_id=). */
export class AddMaterialHaulingForm {
  constructor(private readonly page: Page) {}

  async add(product: string, quantity: number, comments: string): Promise<void> {
    await choose(this.page, 'Product', product);
    await field(this.page, 'Comments').fill(comments);
    const quantityBox = this.page.getByRole('spinbutton', { name: /^\*?Quantity/ });
    await quantityBox.fill(String(quantity));
    await this.page.getByRole('button', { name: 'Save' }).click();
  }
}
