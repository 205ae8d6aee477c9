import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { choose, expectNotice, field, searchTable, typeDay } from '../controls';

/** /jobs: the job list with Include Done and the Export menu. */
export class JobListScreen {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/#/jobs');
    await expect(this.page.getByRole('table', { name: 'Jobs' })).toBeVisible();
  }

  row(name: string): Locator {
    return this.page.getByRole('table', { name: 'Jobs' }).getByRole('row').filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  /** Types into the table's search and waits until the (debounced) filter leaves only matching rows. */
  async search(text: string): Promise<void> {
    await searchTable(this.page, this.page.getByRole('table', { name: 'Jobs' }), text);
  }

  /** The table as the user sees it: header titles (no Actions) and each row's cell texts under them. */
  async visibleTable(): Promise<{ headers: string[]; rows: string[][] }> {
    const table = this.page.getByRole('table', { name: 'Jobs' });
    const titles = (await table.locator('thead tr').first().locator('th').allInnerTexts()).map((t) => t.replace(/[▲▼↕]/g, '').trim());
    const keep = titles.map((t, i) => (t === 'Actions' ? -1 : i)).filter((i) => i >= 0);
    const rows: string[][] = [];
    for (const row of await table.locator('tbody tr').all()) {
      const cells = (await row.locator('td').allInnerTexts()).map((t) => t.trim());
      rows.push(keep.map((i) => cells[i] ?? ''));
    }
    return { headers: keep.map((i) => titles[i]!), rows };
  }

  /** Opens Export and downloads the chosen file. */
  async export(
    item: 'Download All (CSV)' | 'Download Filtered (CSV)' | 'Download All (JSON)' | 'Download Filtered (XLS)',
  ): Promise<Download> {
    await this.page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.page.getByRole('menuitem', { name: item }).click()]);
    return download;
  }
}

/** /jobs/add and /jobs/{id}/edit. */
export class JobFormScreen {
  constructor(readonly page: Page) {}

  async openAdd(): Promise<void> {
    await this.page.goto('/#/jobs/add');
    await expect(this.page.getByRole('form', { name: 'Add Job' })).toBeVisible();
  }

  get map(): Locator {
    return this.page.locator('iframe[title="Job location map"]');
  }

  /** Creates a job and returns its id (read from the detail URL it lands on). */
  async create(job: { name: string; description: string; location?: string }): Promise<number> {
    await field(this.page, 'Job No.').fill(job.name);
    await field(this.page, 'Description').fill(job.description);
    if (job.location) {
      await field(this.page, 'Location').fill(job.location);
      await field(this.page, 'Location').blur();
    }
    await this.page.getByRole('button', { name: 'Save' }).click();
    await expectNotice(this.page, 'Job added successfully.');
    await this.page.waitForURL(/#\/jobs\/\d+$/);
    return Number(/#\/jobs\/(\d+)$/.exec(this.page.url())![1]);
  }
}

/** /cost-codes/add?job_id= */
export class CostCodeFormScreen {
  constructor(readonly page: Page) {}

  async add(jobId: number, code: { name: string; description: string; quantity: number; unit: string; production: boolean; time: boolean }): Promise<void> {
    await this.page.goto(`/#/cost-codes/add?job_id=${jobId}`);
    await expect(this.page.getByRole('form', { name: 'Add Cost Code' })).toBeVisible();
    await field(this.page, 'Cost Code').fill(code.name);
    await field(this.page, 'Description').fill(code.description);
    await field(this.page, 'Quantity').fill(String(code.quantity));
    await field(this.page, 'Unit').fill(code.unit);
    await this.page.getByLabel('Track production').setChecked(code.production);
    await this.page.getByLabel('Track employee and equipment time').setChecked(code.time);
    await this.page.getByRole('button', { name: 'Save' }).click();
    await expectNotice(this.page, 'Cost Code added successfully.');
    await this.page.waitForURL(new RegExp(`#/jobs/${jobId}$`));
  }
}

/** The spreadsheet upload of cost codes on /cost-codes: template, file, Upload, and the rows in error. */
export class CostCodeUploadScreen {
  readonly file: Locator;
  readonly upload: Locator;
  readonly rowsInError: Locator;

  constructor(readonly page: Page) {
    this.file = page.getByLabel('Spreadsheet', { exact: true });
    this.upload = page.getByRole('button', { name: 'Upload' });
    this.rowsInError = page.getByRole('list', { name: 'Rows in error' });
  }

  async open(): Promise<void> {
    await this.page.goto('/#/cost-codes');
    await expect(this.upload).toBeVisible();
  }

  async downloadTemplate(): Promise<Download> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: 'Download template' }).click(),
    ]);
    return download;
  }

  /** Chooses a .csv with this text and clicks Upload. */
  async uploadCsv(name: string, text: string): Promise<void> {
    await this.file.setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
    await this.upload.click();
  }
}

/** /jobs/users/add and /jobs/equipment/add with job_id. */
export class AssignScreen {
  constructor(readonly page: Page) {}

  async assignEmployee(jobId: number, name: string): Promise<void> {
    await this.page.goto(`/#/jobs/users/add?job_id=${jobId}`);
    await choose(this.page, 'Employee', name);
    await this.page.getByRole('button', { name: 'Save' }).click();
    await expectNotice(this.page, 'Employee added successfully.');
    await this.page.waitForURL(new RegExp(`#/jobs/${jobId}$`));
  }

  /** Puts the first available equipment on the job; returns its option text ('No - description'). */
  async addFirstEquipment(jobId: number): Promise<string> {
    await this.page.goto(`/#/jobs/equipment/add?job_id=${jobId}`);
    const picked = await choose(this.page, 'Equipment', /.+/);
    await this.page.getByRole('button', { name: 'Save' }).click();
    await expectNotice(this.page, 'Equipment added successfully.');
    await this.page.waitForURL(new RegExp(`#/jobs/${jobId}$`));
    return picked;
  }
}

/** /jobs/productions/add?job_id= */
export class ProductionFormScreen {
  constructor(readonly page: Page) {}

  async add(jobId: number, p: { costCode: string; day: string; quantity: number }): Promise<void> {
    await this.page.goto(`/#/jobs/productions/add?job_id=${jobId}`);
    await choose(this.page, 'Cost Code', p.costCode);
    await typeDay(this.page, 'Production Date', p.day);
    await field(this.page, 'Quantity').fill(String(p.quantity));
    await this.page.getByRole('button', { name: 'Save' }).click();
    await expectNotice(this.page, 'Production added successfully.');
    await this.page.waitForURL(new RegExp(`#/jobs/${jobId}$`));
  }
}

/** /time-records/add (and the copy target /jobs/time-records/add). */
export class TimeRecordFormScreen {
  constructor(readonly page: Page) {}

  async fill(r: { employee?: string; costCode?: string; workType?: string; day: string; timeIn: string; timeOut: string }): Promise<void> {
    if (r.employee) await choose(this.page, 'Employee', r.employee);
    if (r.costCode) await choose(this.page, 'Cost Code', r.costCode);
    if (r.workType) await choose(this.page, 'Type of Work', r.workType);
    await typeDay(this.page, 'Date', r.day);
    await field(this.page, 'Time In').fill(r.timeIn);
    await field(this.page, 'Time Out').fill(r.timeOut);
  }

  async addEquipmentLine(hours: number): Promise<void> {
    await this.page.getByRole('button', { name: 'Add Equipment' }).click();
    const line = this.page.getByRole('group', { name: /Equipment line/ }).last();
    await choose(this.page, 'Equipment', /.+/, { scope: line });
    await line.getByLabel(/Hours Used$/).fill(String(hours));
  }

  get hours(): Locator {
    return field(this.page, 'Hours');
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save' }).click();
    await expectNotice(this.page, 'Time Record has been added successfully.');
  }
}

/** /jobs/{id}: summary, production and time record tabs, crew and equipment. */
export class JobDetailScreen {
  constructor(readonly page: Page) {}

  async open(jobId: number): Promise<void> {
    await this.page.goto(`/#/jobs/${jobId}`);
    await expect(this.page.getByRole('tablist', { name: 'Job records' })).toBeVisible();
  }

  async percentComplete(costCode: string): Promise<string> {
    await this.page.getByRole('tab', { name: 'Production', exact: true }).click();
    await this.page.getByRole('tab', { name: 'Summary' }).click();
    const bar = this.page.getByRole('progressbar', { name: `${costCode} percent complete` });
    await expect(bar).toBeVisible();
    return (await bar.getAttribute('aria-valuenow')) ?? '';
  }

  summaryRow(costCode: string): Locator {
    return this.page.getByRole('table', { name: 'Production summary' }).getByRole('row').filter({ hasText: costCode });
  }

  async timeRecordRows(): Promise<Locator> {
    await this.page.getByRole('tab', { name: 'Time Records' }).click();
    const table = this.page.getByRole('table', { name: 'Time Records' });
    await expect(table).toBeVisible();
    return table.getByRole('row').filter({ has: this.page.getByRole('link', { name: 'Copy' }) });
  }

  /** The approval select of a time record row (offered with productions.approve while the record is not exported). */
  approvalSelect(row: Locator): Locator {
    return row.getByRole('combobox', { name: 'Approval' });
  }

  /** Picks an approval in a time record row, then answers 'Do you want to save changes to this record?'. */
  async setApproval(row: Locator, approval: 'Pending' | 'Approved' | 'Declined', answer: 'Save Changes' | 'Discard Changes'): Promise<void> {
    await row.getByRole('button', { name: 'Show options' }).click();
    await this.page.getByRole('listbox').getByRole('option', { name: approval, exact: true }).click();
    // The dialog element has no box of its own (its panel has): check its button, and that it is gone afterwards.
    const question = this.page.getByRole('alertdialog', { name: 'Do you want to save changes to this record?' });
    await expect(question.getByRole('button', { name: answer })).toBeVisible();
    await question.getByRole('button', { name: answer }).click();
    await expect(question).toHaveCount(0);
  }

  crew(): Locator {
    return this.page.getByRole('list', { name: 'Assigned employees' });
  }

  costCodes(): Locator {
    return this.page.getByRole('table', { name: 'Cost codes of the job' });
  }

  equipment(): Locator {
    return this.page.getByRole('list', { name: 'Job equipment' });
  }
}
