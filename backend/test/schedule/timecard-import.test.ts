/** The timecard spreadsheet import over HTTP: the form's rules on every row, all rows or none, the template, who may. */
import ExcelJS from 'exceljs';
import { CONSTANTS, MESSAGES, PERMISSIONS } from '@groundwork/shared/domain';
import { createTestApp, type TestApp } from '../support/test-app';
import { buildWorld, multipart, staff, timeRecord, type JobWorld, type Staff } from '../jobs/fixtures';

let t: TestApp;
let w: JobWorld;
let clerk: Staff;
/** Names as the sheet writes them. */
let n: { job: string; worker: string; admin: string; outsider: string; code: string; workType: string; equipment: string };

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, t.dataSource);
  clerk = await staff(t.app, t.dataSource, w.companyId, [PERMISSIONS.PRODUCTIONS_TIME_CARDS_UPLOAD]);
  const outsider = await staff(t.app, t.dataSource, w.companyId, [PERMISSIONS.WEB_TIMECARDS]);
  const one = async (sql: string, id: number) => (await t.dataSource.query(sql, [id]))[0].v as string;
  n = {
    job: await one('SELECT name AS v FROM job WHERE id = $1', w.jobId),
    worker: await one('SELECT employee_code AS v FROM "user" WHERE id = $1', w.worker.id),
    admin: await one('SELECT employee_code AS v FROM "user" WHERE id = $1', w.admin.id),
    outsider: await one('SELECT employee_code AS v FROM "user" WHERE id = $1', outsider.id),
    code: await one('SELECT name AS v FROM cost_code WHERE id = $1', w.timeCodeId),
    workType: await one('SELECT name AS v FROM work_type WHERE id = $1', w.workTypeId),
    equipment: await one('SELECT name AS v FROM equipment WHERE id = $1', w.equipmentId),
  };
}, 60_000);
afterAll(() => t.close());

const HEADER = 'Job,Employee Code,Cost Code,Type of Work,Date,Time In,Time Out,Lunch,Hours,Description,Equipment,Equipment Hours,Fuel (L),Equipment Notes';
const row = (o: Partial<Record<'job' | 'employee' | 'date' | 'in' | 'out' | 'lunch' | 'hours' | 'equipment' | 'eqHours', string>> = {}) =>
  [o.job ?? n.job, o.employee ?? n.worker, n.code, n.workType, o.date ?? '2024-06-03', o.in ?? '07:00', o.out ?? '15:30', o.lunch ?? 'Yes', o.hours ?? '8',
    'Trenching', o.equipment ?? '', o.eqHours ?? '', '', ''].join(',');
const upload = (fileName: string, content: Buffer | string, who: Staff = clerk, timeZone = 'America/Toronto') => {
  const body = multipart('spreadsheet', fileName, content, 'application/octet-stream', { timeZone });
  return t.app.inject({ method: 'POST', url: '/api/jobs/productions/import', headers: { ...who.auth, ...body.headers }, payload: body.payload });
};
const count = async () => (await t.dataSource.query('SELECT count(*)::int AS n FROM production WHERE company_id = $1', [w.companyId]))[0].n as number;

describe('the timecard import', () => {
  it('imports every row in the file\'s time zone, with equipment lines, overnight and leave-of-absence rows', async () => {
    const csv = [
      HEADER,
      row({ date: '2024-06-03', equipment: n.equipment, eqHours: '6' }),
      row({ date: '2024-06-04', in: '22:00', out: '06:00', lunch: 'No', hours: '8' }),
      row({ date: '2024-06-05', employee: n.admin, in: '7:00', out: '11:00', lunch: '', hours: '4' }),
    ].join('\n');
    const res = await upload('week.csv', csv);
    expect(res.statusCode).toBe(201);
    const records = res.json();
    expect(records).toHaveLength(3);
    expect(records[0]).toMatchObject({
      type: 'Time Record', userId: w.worker.id, quantity: 8, isLunchbreakTaken: true, producedAt: '2024-06-03T11:00:00.000Z',
      producedEndsAt: '2024-06-03T19:30:00.000Z', job: expect.objectContaining({ id: w.jobId }), costCode: expect.objectContaining({ id: w.timeCodeId }),
      productionEquipments: [expect.objectContaining({ equipmentId: w.equipmentId, hoursUsed: 6 })],
    });
    expect(records[1]).toMatchObject({ producedAt: '2024-06-05T02:00:00.000Z', producedEndsAt: '2024-06-05T10:00:00.000Z', isLunchbreakTaken: false });
    expect(records[2]).toMatchObject({ userId: w.admin.id, quantity: 4, isLunchbreakTaken: false });
  });

  it('imports nothing when one row is wrong, and lists every wrong row with its reasons', async () => {
    const before = await count();
    const csv = [
      HEADER,
      row({ date: '2024-06-10' }),
      row({ date: '2024-06-11', hours: '9' }),
      row({ date: '2024-06-12', employee: 'NOBODY' }),
      row({ date: '2024-06-13', employee: n.outsider }),
      row({ date: '2999-01-01' }),
      row({ date: '2024-06-10', in: '12:00', out: '14:00', lunch: 'No', hours: '2' }),
      row({ date: '2024-06-14', lunch: 'maybe', in: '7h' }),
      row({ job: 'NOJOB', date: '2024-06-15' }),
    ].join('\n');
    const res = await upload('week.csv', csv);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      message: MESSAGES.uploadFailed,
      errors: {
        'Row 3': `Hours: ${MESSAGES.hoursMismatch(8, true)}`,
        'Row 4': 'Employee Code: No employee has this code.',
        'Row 5': 'Employee Code: This employee is not assigned to the job.',
        'Row 6': `Date: ${MESSAGES.futureDate}`,
        'Row 7': `Date: ${MESSAGES.timecardOverlap('Employee')}`,
        'Row 8': 'Time In: Please enter a time as HH:mm.; Lunch: Please enter Yes or No.',
        'Row 9': 'Job: This job was not found.',
      },
    });
    expect(await count()).toBe(before);
  });

  it('refuses a row overlapping a record already stored', async () => {
    const d = '2024-06-20';
    const existing = await t.app.inject({ method: 'POST', url: `/api/jobs/${w.jobId}/productions`, headers: w.admin.auth, payload: timeRecord(w, w.worker.id, {
      producedAt: `${d}T07:00:00-04:00`, producedEndsAt: `${d}T15:30:00-04:00`, productionEquipments: [],
    }) });
    expect(existing.statusCode).toBe(201);
    const res = await upload('week.csv', [HEADER, row({ date: d, in: '15:00', out: '17:00', lunch: 'No', hours: '2' })].join('\n'));
    expect(res.json().errors).toEqual({ 'Row 2': `Date: ${MESSAGES.timecardOverlap('Employee')}` });
  });

  it('reads an .xlsx with real date and time cells', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Timecards');
    sheet.addRow(HEADER.split(','));
    sheet.addRow([n.job, n.worker, n.code, n.workType, new Date('2024-07-02T00:00:00Z'), new Date('1899-12-30T06:00:00Z'), new Date('1899-12-30T14:30:00Z'), 'yes', 8]);
    const res = await upload('week.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(res.statusCode).toBe(201);
    expect(res.json()[0]).toMatchObject({ producedAt: '2024-07-02T10:00:00.000Z', quantity: 8, isLunchbreakTaken: true });
  });

  it('offers the template, and refuses a worker (403), an unknown time zone, a missing column and an oversized file', async () => {
    const template = await t.app.inject({ method: 'GET', url: '/api/jobs/productions/import/template', headers: clerk.auth });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-disposition']).toContain('timecards-template.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    expect((workbook.worksheets[0].getRow(1).values as string[]).slice(1).join(',')).toBe(HEADER);
    expect((await upload('week.csv', `${HEADER}\n${row()}`, w.worker)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/jobs/productions/import/template', headers: w.worker.auth })).statusCode).toBe(403);
    const zone = await upload('week.csv', `${HEADER}\n${row({ date: '2024-06-25' })}`, clerk, 'Mars/Olympus');
    expect(zone.json().errors).toEqual({ timeZone: 'Unknown time zone.' });
    const columns = await upload('week.csv', 'Job,Date\nX,2024-01-01\n');
    expect(columns.json().errors).toEqual({ spreadsheet: 'The spreadsheet is missing the column(s): Employee Code, Cost Code, Type of Work, Hours. Download the template.' });
    const big = await upload('week.csv', Buffer.alloc(CONSTANTS.spreadsheetMaxBytes + 1024, 'a'));
    expect(big.statusCode).toBe(413);
  });
});
