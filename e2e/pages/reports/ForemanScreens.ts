import { expect, type Locator, type Page } from '@playwright/test';
import { choose, expectNotice, typeDay } from '../controls';

/** The foreman check and report (/reports/foreman-report, /reports/foreman-report/{jobId}?date=). */
export class ForemanScreens {
  constructor(private readonly page: Page) {}

  async openQuery(): Promise<void> {
    await this.page.goto('/#/reports/foreman-report');
    await expect(this.page.getByRole('button', { name: 'View', exact: true })).toBeVisible();
  }

  /** Picks the job and the day on the query and opens the check. */
  async check(jobName: string, day: string): Promise<void> {
    await choose(this.page, 'Job', jobName, { option: new RegExp(`^${jobName}( ·|$)`) });
    await typeDay(this.page, 'Date', day);
    await this.page.getByRole('button', { name: 'View', exact: true }).click();
  }

  get pendingTable(): Locator {
    return this.page.getByRole('table', { name: 'Pending Requests' });
  }

  get timeRecords(): Locator {
    return this.page.getByRole('table', { name: 'Time Records' });
  }

  /** Deletes every pending request of the day, each after its confirmation. */
  async deletePendingRequests(): Promise<number> {
    let deleted = 0;
    while ((await this.pendingTable.count()) > 0) {
      const rows = this.pendingTable.locator('tbody tr').filter({ has: this.page.getByRole('button', { name: /^Delete/ }) });
      const before = await rows.count();
      if (before === 0) break;
      await rows.first().getByRole('button', { name: /^Delete/ }).click();
      const dialog = this.page.getByRole('alertdialog', { name: 'Are you sure delete this request?' });
      await expect(dialog).toContainText('Click "Yes" to continue.');
      await dialog.getByRole('button', { name: 'Yes' }).click();
      await expectNotice(this.page, 'Record has been deleted.');
      deleted += 1;
      if (before === 1) break;
      await expect(rows).toHaveCount(before - 1);
    }
    return deleted;
  }

  /** The time record row with this id (by its Edit or Copy link). */
  recordRow(id: number): Locator {
    return this.timeRecords.locator('tbody > tr').filter({ has: this.page.locator(`a[href$="/jobs/time-records/${id}"]`) });
  }

  /** The id of the first time record that may still be edited (it has an inline Hours editor). */
  async firstEditableRecordId(): Promise<number> {
    const row = this.timeRecords.locator('tbody > tr:not([data-muted])').filter({ has: this.page.getByRole('button', { name: /^Edit Hours/ }) }).first();
    const href = await row.getByRole('link', { name: 'Edit', exact: true }).getAttribute('href');
    return Number(/\/jobs\/time-records\/(\d+)$/.exec(href ?? '')?.[1]);
  }

  hoursCell(id: number): Locator {
    return this.recordRow(id).getByRole('button', { name: /^Edit Hours/ });
  }

  /** Edits the record's hours inline and waits for the save. */
  async editHours(id: number, hours: number): Promise<void> {
    await this.hoursCell(id).click();
    const input = this.page.getByRole('spinbutton', { name: 'Hours' });
    await input.fill(String(hours));
    await input.press('Enter');
    await expectNotice(this.page, 'Record has been updated!');
  }

  /** Chooses the record's approval and confirms with Save Changes. */
  async setApproval(id: number, label: 'Approved' | 'Declined' | 'Pending'): Promise<void> {
    await choose(this.page, this.recordRow(id).getByRole('combobox', { name: 'Approval' }), label, { option: label });
    const dialog = this.page.getByRole('alertdialog', { name: 'Do you want to save changes to this record?' });
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
  }
}
