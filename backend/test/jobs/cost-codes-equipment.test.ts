/** Cost codes (list, lookup, update, delete, spreadsheet import and template) and equipment over HTTP. */
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { CONSTANTS, MESSAGES, PERMISSION_MESSAGES, PERMISSIONS } from '@groundwork/shared/domain';
import { MONEY_MESSAGES, VALIDATION_MESSAGES } from '@groundwork/shared/validation';
import { UPLOAD_TITLES, type UploadTitleId } from '@groundwork/shared/i18n/catalogues';
import { COST_CODE_SHEET, MAX_IMPORT_ROWS } from '../../src/modules/cost-codes/cost-code-spreadsheet';
import { EQUIPMENT_SHEET } from '../../src/modules/equipment/equipment-spreadsheet';
import { MAX_XLSX_UNPACKED_BYTES, readSpreadsheet, SPREADSHEET_MESSAGES, type SheetSpec } from '../../src/platform/spreadsheet/spreadsheet';
import { uniqueName } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { buildWorld, multipart, post, staff, type JobWorld } from './fixtures';

let t: TestApp;
let w: JobWorld;
let jobName: string;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, t.dataSource);
  jobName = (await t.dataSource.query('SELECT name FROM job WHERE id = $1', [w.jobId]))[0].name;
}, 60_000);
afterAll(() => t.close());

const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who = w.admin, payload?: object) =>
  t.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });
const upload = (fileName: string, content: Buffer | string, who = w.admin) => {
  const body = multipart('spreadsheet', fileName, content);
  return t.app.inject({ method: 'POST', url: '/api/cost-codes/import', payload: body.payload, headers: { ...who.auth, ...body.headers } });
};
const codesOfJob = async () => ((await req('GET', `/api/cost-codes?jobId=${w.jobId}`)).json() as { name: string }[]).map((c) => c.name);

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Cost Codes');
  sheet.addRow(['Job Name', 'Name', 'Description', 'Quantity', 'Unit', 'Tracks Production', 'Tracks Employee and Equipment Time', 'LOA', 'Invoicing Information']);
  rows.forEach((r) => sheet.addRow(r));
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('cost codes', () => {
  it('lists with includeJob and looks a name up within a job', async () => {
    const list = (await req('GET', '/api/cost-codes?includeJob=true')).json() as { id: number; job: { id: number } }[];
    expect(list.find((c) => c.id === w.timeCodeId)!.job).toEqual(expect.objectContaining({ id: w.jobId, name: jobName }));
    const code = (await req('GET', `/api/cost-codes/${w.timeCodeId}`)).json();
    const found = (await req('GET', `/api/cost-codes?name=${code.name}&jobId=${w.jobId}`)).json();
    expect(found.map((c: { id: number }) => c.id)).toEqual([w.timeCodeId]);
    expect((await req('GET', `/api/cost-codes?name=${code.name}&jobId=${w.jobId + 100000}`)).json()).toEqual([]);
  });

  it('updates and deletes a cost code by permission', async () => {
    const code = await post<{ id: number }>(t.app, w.admin, `/api/jobs/${w.jobId}/cost-codes`, { name: uniqueName('U', 20), quantity: 1, unit: 'ea' });
    const reader = await staff(t.app, t.dataSource, w.companyId, [PERMISSIONS.COST_CODES_READ]);
    expect((await req('PUT', `/api/cost-codes/${code.id}`, reader, { name: 'X', quantity: 1, unit: 'ea' })).statusCode).toBe(403);
    expect((await req('DELETE', `/api/cost-codes/${code.id}`, reader)).statusCode).toBe(403);
    const updated = await req('PUT', `/api/cost-codes/${code.id}`, w.admin, { name: 'RENAMED', quantity: 3, unit: 'm', isLOA: true });
    expect(updated.json()).toMatchObject({ name: 'RENAMED', quantity: 3, isLOA: true });
    expect((await req('PUT', `/api/cost-codes/${code.id}`, w.admin, { name: 'R', quantity: '', unit: '' })).json().errors).toEqual({ quantity: MESSAGES.required, unit: MESSAGES.required });
    expect((await req('DELETE', `/api/cost-codes/${code.id}`)).json()).toEqual({ isSuccessful: true });
    expect((await req('GET', `/api/cost-codes/${code.id}`)).statusCode).toBe(404);
  });

  it('imports every row of a valid .xlsx', async () => {
    const a = uniqueName('IMPA', 20);
    const b = uniqueName('IMPB', 20);
    const res = await upload('codes.xlsx', await xlsx([[jobName, a, 'Trench', 120, 'm', 'Yes', 'No', '', 'Unit price'], [jobName, b, '', 8, 'hr', 'no', 'yes', 'yes', '']]));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual([
      expect.objectContaining({ name: a, quantity: 120, isToTrackProduction: true, isToTrackEmployeeAndEquipmentTime: false, invoicingInformation: 'Unit price', jobId: w.jobId }),
      expect.objectContaining({ name: b, isToTrackEmployeeAndEquipmentTime: true, isLOA: true, description: null }),
    ]);
  });

  it('imports a .csv too', async () => {
    const name = uniqueName('CSV', 20);
    const csv = `Job Name,Name,Description,Quantity,Unit,Tracks Production,Tracks Employee and Equipment Time,LOA,Invoicing Information\n${jobName},${name},"Curb, gutter",55.5,m,yes,no,no,\n`;
    const res = await upload('codes.csv', csv);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual([expect.objectContaining({ name, description: 'Curb, gutter', quantity: 55.5 })]);
  });

  it("reads back the cost code list's own download: its Tracks Time column (it was ignored, and the copied codes tracked no time)", async () => {
    const name = uniqueName('RT', 20);
    const csv = `Cost Code,Description,Job,Quantity,Unit,Tracks Production,Tracks Time,Leave of Absence,Invoicing Information\n${name},Crew labour,${jobName},2000,hr,No,Yes,No,\n`;
    const res = await upload('cost-codes.csv', csv);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual([expect.objectContaining({ name, isToTrackProduction: false, isToTrackEmployeeAndEquipmentTime: true, isLOA: false })]);
  });

  it("reads back the cost code list's French download: its French titles and Oui/Non (they were not read: missing columns)", async () => {
    const name = uniqueName('FR', 20);
    const csv = '\uFEFFCode de coût,Description,Chantier,Quantité,Unité,Suit la production,Suit le temps,Congé autorisé,Renseignements de facturation\r\n' +
      `${name},Main-d'œuvre,${jobName},2000,h,Non,Oui,Oui,Au prix unitaire\r\n`;
    const res = await upload('cost-codes.csv', csv);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual([expect.objectContaining({
      name, description: "Main-d'œuvre", jobId: w.jobId, quantity: 2000, unit: 'h', isToTrackProduction: false,
      isToTrackEmployeeAndEquipmentTime: true, isLOA: true, invoicingInformation: 'Au prix unitaire',
    })]);
  });

  it('imports nothing when one row is wrong, and lists the rows in error with their reasons', async () => {
    const before = await codesOfJob();
    const good = uniqueName('GOOD', 20);
    const res = await upload('codes.xlsx', await xlsx([
      [jobName, good, 'Fine', 10, 'm', 'yes', 'no', 'no', ''],
      [jobName, '', 'No name', 'lots', 'm', 'maybe', 'no', 'no', ''],
      ['NOSUCHJOB', uniqueName('X', 20), '', 1, 'm', '', '', '', ''],
      [jobName, good, 'Twice in the file', 1, 'm', '', '', '', ''],
    ]));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.uploadFailed);
    expect(res.json().errors).toEqual({
      'Row 3': `Name: ${MESSAGES.required}; Quantity: Please enter a number.; Tracks Production: Please enter Yes or No.`,
      'Row 4': 'Job Name: This job was not found.',
      'Row 5': `Name: ${MESSAGES.notUnique}`,
    });
    expect(await codesOfJob()).toEqual(before);
  });

  it('refuses a name the job already has', async () => {
    const [existing] = await t.dataSource.query('SELECT name FROM cost_code WHERE id = $1', [w.timeCodeId]);
    const res = await upload('codes.csv', `Job Name,Name,Quantity,Unit\n${jobName},${existing.name},1,m\n`);
    expect(res.json().errors).toEqual({ 'Row 2': `Name: ${MESSAGES.notUnique}` });
  });

  it('refuses a file that is not a spreadsheet, a missing file and an oversized one', async () => {
    const pdf = await upload('codes.pdf', '%PDF-1.4 not a sheet');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json()).toMatchObject({ message: MESSAGES.uploadFailed, errors: { spreadsheet: 'The file must be a spreadsheet (.xlsx or .csv).' } });
    const fake = await upload('codes.xlsx', 'plain text pretending');
    expect(fake.statusCode).toBe(400);
    const noFile = await req('POST', '/api/cost-codes/import', w.admin, { spreadsheet: 'x' });
    expect(noFile.statusCode).toBe(400);
    const big = await upload('codes.csv', Buffer.alloc(CONSTANTS.spreadsheetMaxBytes + 1024, 'a'));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The spreadsheet is too large (the limit is 5 MB).');
    const reader = await staff(t.app, t.dataSource, w.companyId, [PERMISSIONS.COST_CODES_READ]);
    expect((await upload('codes.csv', 'Job Name,Name,Quantity,Unit\n', reader)).statusCode).toBe(403);
  });

  it('refuses an .xlsx that unpacks beyond the bound (413) without parsing it, however small the upload', async () => {
    const bomb = new JSZip();
    bomb.file('[Content_Types].xml', '<?xml version="1.0"?><Types/>');
    bomb.file('xl/worksheets/sheet1.xml', `<worksheet><sheetData>${'<row><c><v>1</v></c></row>'.repeat(450_000)}</sheetData></worksheet>`);
    const bytes = await bomb.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
    expect(bytes.length).toBeLessThan(300 * 1024);
    const res = await upload('codes.xlsx', bytes);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(SPREADSHEET_MESSAGES.tooLargeUnpacked('10 MB'));
    expect(MAX_XLSX_UNPACKED_BYTES).toBe(10 * 1024 * 1024);
  });

  it('stops reading a .csv past the row limit and says so', async () => {
    const rows = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => `${jobName},R${i},,1,m`).join('\n');
    const res = await upload('codes.csv', `Job Name,Name,Description,Quantity,Unit\n${rows}\n`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ spreadsheet: SPREADSHEET_MESSAGES.tooManyRows(MAX_IMPORT_ROWS) });
  });

  it('offers the .xlsx template with the import columns', async () => {
    const res = await req('GET', '/api/cost-codes/import/template');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('cost-codes-template.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(1).values).toEqual([undefined, 'Job Name', 'Name', 'Description', 'Quantity', 'Unit', 'Tracks Production', 'Tracks Employee and Equipment Time', 'LOA', 'Invoicing Information', 'Budget Amount']);
  });

  it('refuses a negative contract quantity on the form and in the import (percent complete would read below 0)', async () => {
    const name = uniqueName('NQ', 20);
    const bad = await req('POST', `/api/jobs/${w.jobId}/cost-codes`, w.admin, { name, quantity: -5, unit: 'm' });
    expect({ status: bad.statusCode, errors: bad.json().errors }).toEqual({ status: 400, errors: { quantity: VALIDATION_MESSAGES.numberNegative } });
    const code = await post<{ id: number; quantity: number }>(t.app, w.admin, `/api/jobs/${w.jobId}/cost-codes`, { name, quantity: 0, unit: 'm' });
    expect(code.quantity).toBe(0);
    expect((await req('PUT', `/api/cost-codes/${code.id}`, w.admin, { name, quantity: -1, unit: 'm' })).json().errors).toEqual({ quantity: VALIDATION_MESSAGES.numberNegative });
    const wrong = await upload('codes.csv', `Job Name,Name,Quantity,Unit\n${jobName},${uniqueName('NQI', 20)},-5,m\n`);
    expect(wrong.json().errors).toEqual({ 'Row 2': `Quantity: ${VALIDATION_MESSAGES.numberNegative}` });
  });

  it('takes a budget amount on the form and in the import, and refuses a negative one or one with fractions of a cent', async () => {
    const name = uniqueName('BA', 20);
    const code = await post<{ id: number; budgetAmount: number | null }>(t.app, w.admin, `/api/jobs/${w.jobId}/cost-codes`, { name, quantity: 10, unit: 'm', budgetAmount: '1234.56' });
    expect(code.budgetAmount).toBe(1234.56);
    expect((await req('GET', `/api/cost-codes/${code.id}`)).json().budgetAmount).toBe(1234.56);
    const cleared = await req('PUT', `/api/cost-codes/${code.id}`, w.admin, { name, quantity: 10, unit: 'm', budgetAmount: '' });
    expect(cleared.json().budgetAmount).toBeNull();
    const bad = await req('PUT', `/api/cost-codes/${code.id}`, w.admin, { name, quantity: 10, unit: 'm', budgetAmount: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ budgetAmount: MONEY_MESSAGES.notNegative });
    const cents = await req('PUT', `/api/cost-codes/${code.id}`, w.admin, { name, quantity: 10, unit: 'm', budgetAmount: 1.005 });
    expect(cents.json().errors).toEqual({ budgetAmount: MONEY_MESSAGES.cents });
    const imported = uniqueName('BAI', 20);
    const res = await upload('codes.csv', `Job Name,Name,Quantity,Unit,Budget Amount\n${jobName},${imported},5,m,9876.5\n`);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual([expect.objectContaining({ name: imported, budgetAmount: 9876.5 })]);
    const wrong = await upload('codes.csv', `Job Name,Name,Quantity,Unit,Budget Amount\n${jobName},${uniqueName('BAX', 20)},5,m,lots\n`);
    expect(wrong.json().errors).toEqual({ 'Row 2': `Budget Amount: ${MESSAGES.notANumber}` });
  });

  it('without reports.job_cost: no budget amount in any read, and setting one is refused (403; the import row in error)', async () => {
    const P = PERMISSIONS;
    const clerk = await staff(t.app, t.dataSource, w.companyId, [P.COST_CODES_READ, P.COST_CODES_CREATE, P.COST_CODES_UPDATE, P.JOBS_READ]);
    const name = uniqueName('NB', 20);
    const code = await post<{ id: number }>(t.app, w.admin, `/api/jobs/${w.jobId}/cost-codes`, { name, quantity: 10, unit: 'm', budgetAmount: 500 });
    const reads = [
      (await req('GET', `/api/cost-codes/${code.id}`, clerk)).json(),
      ...((await req('GET', `/api/cost-codes?jobId=${w.jobId}&includeJob=true`, clerk)).json() as object[]),
      ...((await req('GET', `/api/jobs/${w.jobId}?includeCostCodes=true`, clerk)).json().costCodes as object[]),
    ];
    expect(reads.length).toBeGreaterThan(2);
    for (const read of reads) expect(read).not.toHaveProperty('budgetAmount');
    // The job's embedded cost codes carry no money even for reports.job_cost (the cost code read does).
    expect((await req('GET', `/api/jobs/${w.jobId}?includeCostCodes=true`)).json().costCodes[0]).not.toHaveProperty('budgetAmount');

    for (const budgetAmount of [100, '', null]) {
      const refused = await req('PUT', `/api/cost-codes/${code.id}`, clerk, { name, quantity: 10, unit: 'm', budgetAmount });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(PERMISSION_MESSAGES.money);
    }
    const created = await req('POST', `/api/jobs/${w.jobId}/cost-codes`, clerk, { name: uniqueName('NB', 20), quantity: 1, unit: 'm', budgetAmount: 1 });
    expect(created.statusCode).toBe(403);
    // Without the field: the rest saved, the budget kept.
    const edited = await req('PUT', `/api/cost-codes/${code.id}`, clerk, { name, quantity: 12, unit: 'm' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).not.toHaveProperty('budgetAmount');
    expect((await req('GET', `/api/cost-codes/${code.id}`)).json()).toMatchObject({ quantity: 12, budgetAmount: 500 });

    // The import: a Budget Amount cell is that row's error (nothing imported); an empty one, or no column, imports.
    const [withBudget, emptyBudget, noColumn] = [uniqueName('NBI', 20), uniqueName('NBJ', 20), uniqueName('NBK', 20)];
    const refusedFile = await upload('codes.csv', `Job Name,Name,Quantity,Unit,Budget Amount\n${jobName},${withBudget},5,m,10\n`, clerk);
    expect(refusedFile.statusCode).toBe(400);
    expect(refusedFile.json().errors).toEqual({ 'Row 2': `Budget Amount: ${PERMISSION_MESSAGES.money}` });
    const empty = await upload('codes.csv', `Job Name,Name,Quantity,Unit,Budget Amount\n${jobName},${emptyBudget},5,m,\n`, clerk);
    expect(empty.statusCode).toBe(201);
    expect(empty.json()).toEqual([expect.not.objectContaining({ budgetAmount: expect.anything() })]);
    expect(empty.json()[0]).not.toHaveProperty('budgetAmount');
    expect((await upload('codes.csv', `Job Name,Name,Quantity,Unit\n${jobName},${noColumn},5,m\n`, clerk)).statusCode).toBe(201);
    expect(await codesOfJob()).toEqual(expect.arrayContaining([emptyBudget, noColumn]));
    expect(await codesOfJob()).not.toContain(withBudget);
  });
});

describe('equipment', () => {
  const body = (overrides: object = {}) => ({ name: uniqueName('EQ', 9), description: 'Loader 950', equipmentCategoryId: w.categoryId, class: 'Loaders', ...overrides });

  it('creates with ownership Owned by default and checks year, end of term, category and class', async () => {
    const created = await post(t.app, w.admin, '/api/equipment', body({ year: '2019', endOfTerm: '2027-06' }));
    expect(created).toMatchObject({ ownershipType: 'Owned', isActive: true, year: 2019, endOfTerm: '2027-06', equipmentCategory: expect.objectContaining({ id: w.categoryId }) });
    const bad = await req('POST', '/api/equipment', w.admin, { name: 'x'.repeat(10), year: '19', endOfTerm: '2027-13' });
    expect(bad.json().errors).toEqual({
      name: MESSAGES.maxChars(9), description: 'Enter short description for the equipment.', equipmentCategoryId: MESSAGES.required,
      class: MESSAGES.required, year: 'Please enter the year as YYYY.', endOfTerm: 'Please enter the end of term as YYYY-MM.',
    });
    const dup = await req('POST', '/api/equipment', w.admin, body({ name: (created as { name: string }).name }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual({ name: MESSAGES.notUnique });
  });

  it('lists without inactive ones when asked, looks a name up, and shows the job utilization', async () => {
    // Put on the job while active, then retired: its job utilization stays visible.
    const inactive = await post<{ id: number; name: string }>(t.app, w.admin, '/api/equipment', body());
    await post(t.app, w.admin, `/api/jobs/${w.jobId}/equipment`, { equipmentId: inactive.id, jobId: w.jobId });
    await t.dataSource.query('UPDATE equipment SET is_active = false WHERE id = $1', [inactive.id]);
    const all = ((await req('GET', '/api/equipment')).json() as { id: number }[]).map((e) => e.id);
    const active = ((await req('GET', '/api/equipment?excludeInactive=true')).json() as { id: number }[]).map((e) => e.id);
    expect(all).toContain(inactive.id);
    expect(active).not.toContain(inactive.id);
    expect(((await req('GET', `/api/equipment?name=${inactive.name}`)).json() as { id: number }[]).map((e) => e.id)).toEqual([inactive.id]);
    const detail = (await req('GET', `/api/equipment/${inactive.id}?includeJobUtilization=true`)).json();
    expect(detail.jobUtilization).toEqual([expect.objectContaining({ jobId: w.jobId, job: expect.objectContaining({ name: jobName }) })]);
    expect((await req('GET', `/api/equipment/${inactive.id}`)).json().jobUtilization).toBeUndefined();
  });

  it('updates and deletes by permission; another company sees 404', async () => {
    const item = await post<{ id: number; name: string }>(t.app, w.admin, '/api/equipment', body());
    const viewer = await staff(t.app, t.dataSource, w.companyId, [PERMISSIONS.EQUIPMENT_READ]);
    expect((await req('PUT', `/api/equipment/${item.id}`, viewer, body())).statusCode).toBe(403);
    expect((await req('DELETE', `/api/equipment/${item.id}`, viewer)).statusCode).toBe(403);
    const updated = await req('PUT', `/api/equipment/${item.id}`, w.admin, body({ name: item.name, ownershipType: 'Leased', isRental: true }));
    expect(updated.json()).toMatchObject({ ownershipType: 'Leased', isRental: true });
    const other = await buildWorld(t.app, t.dataSource);
    expect((await req('GET', `/api/equipment/${item.id}`, other.admin)).statusCode).toBe(404);
    expect((await req('PUT', `/api/equipment/${item.id}`, other.admin, body({ equipmentCategoryId: other.categoryId }))).statusCode).toBe(404);
    expect((await req('POST', '/api/equipment', w.admin, body({ equipmentCategoryId: other.categoryId }))).json().errors).toEqual({ equipmentCategoryId: 'This equipment category was not found.' });
    expect((await req('DELETE', `/api/equipment/${item.id}`)).json()).toEqual({ isSuccessful: true });
  });

  it('refuses negative starting hours', async () => {
    const bad = await req('POST', '/api/equipment', w.admin, body({ startingHours: -10 }));
    expect({ status: bad.statusCode, errors: bad.json().errors }).toEqual({ status: 400, errors: { startingHours: VALIDATION_MESSAGES.numberNegative } });
  });

  it('refuses a negative value and one with fractions of a cent (money), keeping the stored value', async () => {
    const item = await post<{ id: number; name: string; value: number | null }>(t.app, w.admin, '/api/equipment', body({ value: 42000.5 }));
    expect(item.value).toBe(42000.5);
    for (const [value, message] of [[-100, MONEY_MESSAGES.notNegative], [1000.567, MONEY_MESSAGES.cents]] as const) {
      const bad = await req('PUT', `/api/equipment/${item.id}`, w.admin, body({ name: item.name, value }));
      expect({ status: bad.statusCode, errors: bad.json().errors }).toEqual({ status: 400, errors: { value: message } });
    }
    expect((await req('GET', `/api/equipment/${item.id}`)).json().value).toBe(42000.5);
  });

  it('takes an hourly rate (money, 0 or more, in cents) and answers it', async () => {
    const item = await post<{ id: number; name: string; hourlyRate: number | null }>(t.app, w.admin, '/api/equipment', body({ hourlyRate: '125.50' }));
    expect(item.hourlyRate).toBe(125.5);
    expect((await req('GET', `/api/equipment/${item.id}`)).json().hourlyRate).toBe(125.5);
    expect(((await req('GET', '/api/equipment')).json() as { id: number; hourlyRate: number }[]).find((e) => e.id === item.id)!.hourlyRate).toBe(125.5);
    const bad = await req('PUT', `/api/equipment/${item.id}`, w.admin, body({ name: item.name, hourlyRate: -3 }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ hourlyRate: MONEY_MESSAGES.notNegative });
    expect((await req('PUT', `/api/equipment/${item.id}`, w.admin, body({ name: item.name, hourlyRate: 'abc' }))).json().errors).toEqual({ hourlyRate: MESSAGES.notANumber });
    expect((await req('PUT', `/api/equipment/${item.id}`, w.admin, body({ name: item.name, hourlyRate: 1e9 }))).json().errors).toEqual({ hourlyRate: MESSAGES.maxDigits(8) });
    expect((await req('PUT', `/api/equipment/${item.id}`, w.admin, body({ name: item.name, hourlyRate: null }))).json().hourlyRate).toBeNull();
  });

  it('without reports.job_cost: no hourly rate in any read, and setting one is refused (403; left out, it is kept)', async () => {
    const P = PERMISSIONS;
    const clerk = await staff(t.app, t.dataSource, w.companyId, [P.EQUIPMENT_READ, P.EQUIPMENT_CREATE, P.EQUIPMENT_UPDATE, P.JOBS_READ]);
    const item = await post<{ id: number; name: string }>(t.app, w.admin, '/api/equipment', body({ hourlyRate: 87.25 }));
    await post(t.app, w.admin, `/api/jobs/${w.jobId}/equipment`, { equipmentId: item.id, jobId: w.jobId });
    const listed = (await req('GET', '/api/equipment', clerk)).json() as { id: number }[];
    const reads = [
      (await req('GET', `/api/equipment/${item.id}`, clerk)).json(),
      listed.find((e) => e.id === item.id),
      ...((await req('GET', `/api/equipment?name=${item.name}&excludeInactive=true`, clerk)).json() as object[]),
      ...((await req('GET', `/api/jobs/${w.jobId}?includeEquipmentUtilization=true`, clerk)).json().equipmentUtilization as { equipment: object }[]).map((u) => u.equipment),
    ];
    expect(reads.length).toBeGreaterThan(3);
    for (const read of reads) expect(read).not.toHaveProperty('hourlyRate');
    expect(listed.length).toBeGreaterThan(0);
    for (const e of listed) expect(e).not.toHaveProperty('hourlyRate');

    for (const hourlyRate of [90, '', null]) {
      const refused = await req('PUT', `/api/equipment/${item.id}`, clerk, body({ name: item.name, hourlyRate }));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(PERMISSION_MESSAGES.money);
    }
    expect((await req('POST', '/api/equipment', clerk, body({ hourlyRate: 1 }))).statusCode).toBe(403);
    const created = await req('POST', '/api/equipment', clerk, body());
    expect(created.statusCode).toBe(201);
    expect(created.json()).not.toHaveProperty('hourlyRate');
    const edited = await req('PUT', `/api/equipment/${item.id}`, clerk, body({ name: item.name, description: 'Edited' }));
    expect(edited.statusCode).toBe(200);
    expect((await req('GET', `/api/equipment/${item.id}`)).json()).toMatchObject({ description: 'Edited', hourlyRate: 87.25 });
  });

  describe('the spreadsheet import', () => {
    const categoryName = async (companyId = w.companyId) =>
      (await t.dataSource.query('SELECT name FROM equipment_category WHERE company_id = $1 ORDER BY id LIMIT 1', [companyId]))[0].name as string;
    const importEquipment = (content: string, who = w.admin, fileName = 'equipment.csv') => {
      const body = multipart('spreadsheet', fileName, content);
      return t.app.inject({ method: 'POST', url: '/api/equipment/import', payload: body.payload, headers: { ...who.auth, ...body.headers } });
    };

    it('serves its template with the Hourly Rate column', async () => {
      const res = await req('GET', '/api/equipment/import/template');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain('equipment-template.xlsx');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      expect(book.worksheets[0]!.getRow(1).values).toEqual([
        undefined, 'Equipment No.', 'Description', 'Category', 'Class', 'Make', 'Year', 'Model Number', 'Serial Number', 'License Plate',
        'Ownership Type', 'Rental', 'Active', 'Value', 'Starting Hours', 'Hourly Rate',
      ]);
      const viewer = await staff(t.app, t.dataSource, w.companyId, [PERMISSIONS.EQUIPMENT_READ]);
      expect((await req('GET', '/api/equipment/import/template', viewer)).statusCode).toBe(403);
    });

    it("reads back the equipment list's own download: its Ownership column (it was ignored, and a Leased machine came in as Owned)", async () => {
      const category = await categoryName();
      const name = uniqueName('OW', 9);
      const res = await importEquipment(
        `Equipment No.,Description,Category,Class,Make,Year,Ownership,Rental,Active\n${name},Leased loader,${category},Loaders,CAT,2021,Leased,No,Yes\n`,
      );
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual([expect.objectContaining({ name, ownershipType: 'Leased', isRental: false, isActive: true, year: 2021 })]);
    });

    it("reads back the equipment list's French download: its French titles and Oui/Non (they were not read: missing columns)", async () => {
      const category = await categoryName();
      const name = uniqueName('FR', 9);
      const res = await importEquipment(
        `\uFEFFN° d'équipement,Description,Catégorie,Classe,Marque,Année,Propriété,Location,Actif\r\n${name},Chargeuse louée,${category},Loaders,CAT,2021,Leased,Oui,Non\r\n`,
      );
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual([expect.objectContaining({
        name, description: 'Chargeuse louée', class: 'Loaders', make: 'CAT', year: 2021, ownershipType: 'Leased', isRental: true, isActive: false,
        equipmentCategory: expect.objectContaining({ name: category }),
      })]);
    });

    it('imports every row with its hourly rate to the cent, files without the column too, or nothing with each row in error', async () => {
      const category = await categoryName();
      const [a, b, c] = [uniqueName('IA', 9), uniqueName('IB', 9), uniqueName('IC', 9)];
      const res = await importEquipment(
        `Equipment No.,Description,Category,Class,Rental,Hourly Rate\n${a},Rented loader,${category},Loaders,Yes,64.35\n${b},Owned truck,${category},Truck,,\n`,
      );
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual([
        expect.objectContaining({ name: a, isRental: true, isActive: true, ownershipType: 'Owned', hourlyRate: 64.35, equipmentCategory: expect.objectContaining({ name: category }) }),
        expect.objectContaining({ name: b, isRental: false, hourlyRate: null }),
      ]);
      // An existing file without the Hourly Rate column still imports.
      const old = await importEquipment(`Equipment No.,Description,Category,Class\n${c},Compactor,${category},Roller\n`);
      expect(old.statusCode).toBe(201);
      expect(old.json()).toEqual([expect.objectContaining({ name: c, hourlyRate: null })]);

      const [d, e] = [uniqueName('ID', 9), uniqueName('IE', 9)];
      const wrong = await importEquipment(
        `Equipment No.,Description,Category,Class,Rental,Hourly Rate\n${d},Good,${category},Loaders,No,10\n${e},Bad,Nowhere,Loaders,maybe,12.345\n${a},Dup,${category},Loaders,No,-1\n`,
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual({
        'Row 3': `Category: This equipment category was not found.; Rental: Please enter Yes or No.; Hourly Rate: ${MONEY_MESSAGES.cents}`,
        'Row 4': `Hourly Rate: ${MONEY_MESSAGES.notNegative}`,
      });
      const names = ((await req('GET', '/api/equipment')).json() as { name: string }[]).map((x) => x.name);
      expect(names).not.toContain(d);
      const dup = await importEquipment(`Equipment No.,Description,Category,Class\n${a.toLowerCase()},Dup,${category},Loaders\n`);
      expect(dup.json().errors).toEqual({ 'Row 2': `Equipment No.: ${MESSAGES.notUnique}` });
    });

    it('without reports.job_cost: an Hourly Rate cell puts its row in error, an empty one imports, and the answer has no rate', async () => {
      const clerk = await staff(t.app, t.dataSource, w.companyId, [PERMISSIONS.EQUIPMENT_CREATE, PERMISSIONS.EQUIPMENT_READ]);
      const category = await categoryName();
      const [rated, plain] = [uniqueName('JR', 9), uniqueName('JP', 9)];
      const refused = await importEquipment(`Equipment No.,Description,Category,Class,Hourly Rate\n${rated},Loader,${category},Loaders,50\n`, clerk);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ 'Row 2': `Hourly Rate: ${PERMISSION_MESSAGES.money}` });
      const ok = await importEquipment(`Equipment No.,Description,Category,Class,Hourly Rate\n${plain},Loader,${category},Loaders,\n`, clerk);
      expect(ok.statusCode).toBe(201);
      expect(ok.json()).toHaveLength(1);
      expect(ok.json()[0]).toMatchObject({ name: plain });
      expect(ok.json()[0]).not.toHaveProperty('hourlyRate');
      const viewer = await staff(t.app, t.dataSource, w.companyId, [PERMISSIONS.EQUIPMENT_READ]);
      expect((await importEquipment(`Equipment No.,Description,Category,Class\n${uniqueName('JV', 9)},x,${category},Loaders\n`, viewer)).statusCode).toBe(403);
    });
  });

  it('leaves /api/equipment/categories to its own module', async () => {
    const res = await req('GET', '/api/equipment/categories');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expect.arrayContaining([expect.objectContaining({ id: w.categoryId })]));
  });
});

describe("the uploads read the titles the screens show (UPLOAD_TITLES, which mf-admin's catalogues take theirs from)", () => {
  it.each([['equipment', EQUIPMENT_SHEET], ['cost code', COST_CODE_SHEET]] as const)('the %s list and form titles, in English and French', async (_, sheet) => {
    const spec = sheet as SheetSpec<string>;
    const titles = Object.entries(spec.titles ?? {}) as [UploadTitleId, string][];
    expect(titles.length).toBeGreaterThan(10);
    // Each title, in each language, beside the other required columns' template headers: its cell goes to its field.
    for (const language of ['en', 'fr'] as const) {
      for (const [id, field] of titles) {
        const header = [UPLOAD_TITLES[language][id], ...spec.columns.filter((c) => c.required && c.field !== field).map((c) => c.header)];
        const csv = `${header.map((h) => `"${h}"`).join(',')}\r\n${header.map((_h, i) => `v${i}`).join(',')}\r\n`;
        const read = await readSpreadsheet(spec, 'csv', Buffer.from(csv));
        expect([language, id, read.ok ? read.rows[0]!.cells[field] : read.message]).toEqual([language, id, 'v0']);
      }
    }
  });
});
