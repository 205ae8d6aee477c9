import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { choose, columnTitles, expectNotice, searchTable } from '../controls';

/** A local 'YYYY-MM-DD' day, `daysAgo` days before today. */
export function dayBefore(daysAgo: number): string {
  const d = new Date();
  d.setDate(d.getDate() - daysAgo);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The payroll check and report (/human-resources/payroll-report) as the payroll clerk uses them. */
export class PayrollScreens {
  constructor(readonly page: Page) {}

  async openCheck(date: string): Promise<void> {
    await this.page.goto(`/#/human-resources/payroll-report?date=${date}`);
  }

  get table(): Locator {
    return this.page.getByRole('table', { name: 'Payroll report' });
  }

  /** The report's body row of the time record with this id (the ID column). */
  row(id: number): Locator {
    return this.table.locator('tbody > tr').filter({ has: this.page.getByRole('cell', { name: String(id), exact: true }) }).first();
  }

  /** The index of a column by its header text. */
  async columnIndex(title: string): Promise<number> {
    const titles = await columnTitles(this.table);
    const index = titles.indexOf(title);
    if (index < 0) throw new Error(`No column ${title} in ${titles.join(', ')}`);
    return index;
  }

  /** Approves the record with this id: found through the search box (whatever page it falls on), then saved. */
  async approve(id: number, search: string): Promise<void> {
    await searchTable(this.page, this.table, search);
    const select = this.row(id).getByRole('combobox', { name: 'Approval' });
    await choose(this.page, select, 'Approved');
    await this.page.getByRole('button', { name: 'Save Changes' }).click();
    await expectNotice(this.page, 'Record has been updated!');
  }

  /** Download All of the payroll file: the saved file's name and text. */
  async downloadAll(): Promise<{ name: string; text: string }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: 'Download All' }).click(),
    ]);
    const file = await download.path();
    return { name: download.suggestedFilename(), text: readFileSync(file, 'latin1') };
  }
}

/** The record ids of a payroll file's time card lines (columns 196-205, docs/payroll-file.md). */
export function timeCardIds(text: string): number[] {
  return text.split('\r\n').filter((l) => l.startsWith('T')).map((l) => Number(l.slice(195, 205)));
}

/** Every line of a payroll file has its documented length and ends with CR LF (docs/payroll-file.md). */
export function expectPayrollFileShape(text: string): void {
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text.slice(0, -2).split('\r\n');
  expect(lines.every((l) => !l.includes('\n') && !l.includes('\r'))).toBe(true);
  expect(lines[0]).toHaveLength(75);
  expect(lines[0]!.slice(0, 3)).toBe('HBW');
  expect(lines.at(-1)).toBe('Z');
  const cards = lines.slice(1, -1);
  for (const line of cards) {
    expect(line[0]).toBe('T');
    expect(line).toHaveLength(469);
  }
}

/** Every equipment line of an equipment file is 399 characters (docs/payroll-file.md). */
export function expectEquipmentFileShape(text: string): void {
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text.slice(0, -2).split('\r\n');
  expect(lines[0]).toHaveLength(75);
  expect(lines.at(-1)).toBe('Z');
  expect(lines.length).toBeGreaterThan(2);
  for (const line of lines.slice(1, -1)) {
    expect(line[0]).toBe('E');
    expect(line).toHaveLength(399);
  }
}
