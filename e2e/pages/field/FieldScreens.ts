import { expect, type Locator, type Page } from '@playwright/test';
import { choose, expectNotice, field } from '../controls';

/** /app/time-record-form: the worker's timecard on a phone, with its preview step. */
export class TimeRecordFormScreen {
  readonly form: Locator;
  readonly preview: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: /^(Add|Edit) Time Record$/ });
    this.preview = page.getByRole('region', { name: 'Preview Time Record' });
  }

  /** Opens the form from a shift, as My Schedule's Add Timecard link does. */
  async openForShift(shift: { id: number; jobId: number; userId: number; requestAt: string; requestEndsAt: string }): Promise<void> {
    const query = new URLSearchParams({
      productionRequestId: String(shift.id), jobId: String(shift.jobId), userId: String(shift.userId),
      producedAt: shift.requestAt, producedEndsAt: shift.requestEndsAt,
    });
    await this.page.goto(`/#/app/time-record-form?${query.toString()}`);
    await expect(this.form).toBeVisible();
  }

  async chooseCostCode(): Promise<string> {
    return choose(this.page, 'Cost Code', /.+/, { scope: this.form });
  }

  /** Chooses the type of work by typing its name. */
  async chooseWorkType(name: string): Promise<void> {
    await choose(this.page, 'Type of Work', name, { scope: this.form });
  }

  async setLunch(taken: boolean): Promise<void> {
    await this.form.getByRole('checkbox', { name: 'Lunch break taken' }).setChecked(taken);
  }

  hours(): Locator {
    return field(this.form, 'Hours');
  }

  /** Adds an equipment line: the first piece of equipment offered, with its hours. */
  async addEquipmentLine(hoursUsed: string): Promise<string> {
    await this.form.getByRole('button', { name: 'Add Equipment' }).click();
    const line = this.form.getByRole('group', { name: /^Equipment line \d+$/ }).last();
    const name = await choose(this.page, 'Equipment', /.+/, { scope: line });
    await field(line, 'Hours Used').fill(hoursUsed);
    return name;
  }

  async toPreview(): Promise<void> {
    await this.form.getByRole('button', { name: 'Preview' }).click();
    await expect(this.preview).toBeVisible();
  }

  /** A value of the preview's list by its label. */
  previewValue(label: string): Locator {
    return this.preview.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  }

  async saveAndClose(notice: string): Promise<void> {
    await this.preview.getByRole('button', { name: 'Save & Close' }).click();
    await expectNotice(this.page, notice);
  }
}

/** /app/my-records: the week's own records, the week total and the timecards kept on the phone. */
export class MyRecordsScreen {
  readonly weekTotal: Locator;
  readonly keptOnPhone: Locator;
  readonly records: Locator;

  constructor(readonly page: Page) {
    this.weekTotal = page.getByTestId('week-total');
    this.keptOnPhone = page.getByRole('region', { name: 'Kept on this phone' });
    this.records = page.getByRole('region', { name: 'Time records' });
  }

  /** Opens the week of a 'YYYY-MM-DD' day and waits for its records. */
  async openWeekOf(day: string): Promise<void> {
    await this.page.goto(`/#/app/my-records?week=${day}`);
    await this.waitForRecords();
  }

  async waitForRecords(): Promise<void> {
    await expect(this.records.getByRole('status').or(this.records.getByRole('listitem').first())).toBeVisible();
  }

  /** The week total in hours (shown with two decimals). */
  async total(): Promise<number> {
    return Number((await this.weekTotal.innerText()).replace(/\s*h$/, ''));
  }
}
