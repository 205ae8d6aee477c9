import { expect, type Locator, type Page } from '@playwright/test';
import { choose, columnTitles } from '../controls';

/** A DataTable's header titles, its footer (totals) cells and a body row's cells, by column title. */
export class ReportTable {
  constructor(readonly table: Locator) {}

  titles(): Promise<string[]> {
    return columnTitles(this.table);
  }

  /** The totals row's cell under a column title. */
  async total(title: string): Promise<string> {
    const index = (await this.titles()).indexOf(title);
    if (index < 0) throw new Error(`No column ${title}`);
    return ((await this.table.locator('tfoot tr').first().getByRole('cell').nth(index).textContent()) ?? '').trim();
  }

  /** The first body row holding this text. */
  row(text: string): Locator {
    return this.table.locator('tbody > tr').filter({ has: this.table.page().getByRole('cell', { name: text, exact: true }) }).first();
  }

  /** A body row's cell under a column title. */
  async cell(row: Locator, title: string): Promise<string> {
    const index = (await this.titles()).indexOf(title);
    if (index < 0) throw new Error(`No column ${title}`);
    return ((await row.getByRole('cell').nth(index).textContent()) ?? '').trim();
  }
}

/** /reports/spread-report: the form (job and date range), and the report it opens. */
export class SpreadScreens {
  constructor(readonly page: Page) {}

  async openForm(): Promise<void> {
    await this.page.goto('/#/reports/spread-report');
    await expect(this.page.getByRole('form', { name: 'Spread report' })).toBeVisible();
  }

  rangeStart(): Locator {
    return this.page.getByLabel('Date range: start date');
  }

  rangeEnd(): Locator {
    return this.page.getByLabel('Date range: end date');
  }

  async chooseJob(label: string): Promise<void> {
    await choose(this.page, 'Job', label.split(' - ')[0] as string, { option: label });
  }

  async view(): Promise<void> {
    await this.page.getByRole('button', { name: 'View', exact: true }).click();
  }

  report(): ReportTable {
    return new ReportTable(this.page.getByRole('table', { name: /spread report:/i }));
  }

  /** The page's employee and equipment hours (two decimals, as shown). */
  async figures(): Promise<{ employees: string; equipment: string }> {
    return {
      employees: ((await this.page.getByTestId('employee-hours').textContent()) ?? '').trim(),
      equipment: ((await this.page.getByTestId('equipment-hours').textContent()) ?? '').trim(),
    };
  }
}

/** /reports/equipment-usage: the range and the equipment table, each machine expandable to its lines. */
export class EquipmentUsageScreen {
  constructor(readonly page: Page) {}

  async open(query = ''): Promise<void> {
    await this.page.goto(`/#/reports/equipment-usage${query}`);
    await expect(this.table().table).toBeVisible();
  }

  table(): ReportTable {
    return new ReportTable(this.page.getByRole('table', { name: /^Equipment usage, / }));
  }

  async expand(row: Locator): Promise<ReportTable> {
    await row.getByRole('button', { name: 'Expand row' }).click();
    return new ReportTable(this.page.getByRole('table', { name: /^Usage of / }));
  }
}
