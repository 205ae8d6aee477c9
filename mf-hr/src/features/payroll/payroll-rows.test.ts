import type { Production } from '@groundwork/shared/domain';
import { activateLanguage, i18n } from '@groundwork/shared/i18n';
import { toCsv, toJson, toXlsx } from '@groundwork/shared/ui/table';
import { hrCatalogueReady } from '../../i18n';
import { payrollExportColumns } from './payroll-rows';

/** The page's translate function, as the screen's useHrT gives it. */
const t = (id: string, values?: Record<string, unknown>) => i18n._(id, values);
beforeAll(() => hrCatalogueReady);
afterEach(() => activateLanguage('en'));

const record = (over: Partial<Production>): Production => ({
  id: 11, companyId: 1, type: 'Time Record', jobId: 3, costCodeId: 9, userId: 5, workTypeId: 2, productionRequestId: null,
  producedAt: new Date(2026, 10, 12, 7, 0).toISOString(), producedEndsAt: null, quantity: 7.75, description: 'Pipe',
  isApproved: true, exportedAt: null, isLunchbreakTaken: null, invoiceStatus: 'N/A', regularHours: 7.75, overtimeHours: 0, doubleTimeHours: 0,
  user: { id: 5, name: 'Zoë Côté', employeeCode: 'E105', workClass: 'LABOUR', union: null } as never,
  job: { id: 3, name: 'J-2041', description: 'Main St sewer' } as never,
  costCode: { id: 9, name: '01-100', description: 'Trenching' } as never, workType: { id: 2, name: 'Labour' } as never,
  ...over,
});

it('writes the rows as the payroll file holds them: travel hours apart, NON for no union, the standard titles, the overtime split', () => {
  const rows = [
    record({}),
    record({ id: 12, quantity: 1.5, regularHours: 0, overtimeHours: 1.5, costCode: { id: 10, name: '106-TRAVEL', description: 'Travel' } as never }),
    record({ id: 13, quantity: 10, regularHours: 8, overtimeHours: 2 }),
  ];
  expect(JSON.parse(toJson(rows, payrollExportColumns('standard', t)))).toEqual([
    {
      'Employee Code': 'E105', Employee: 'Zoë Côté', 'Work Class': 'LABOUR', Union: 'NON', Date: '2026-11-12', 'Job No.': 'J-2041',
      'Job Description': 'Main St sewer', 'Cost Code': '01-100', 'Cost Code Description': 'Trenching', 'Type of Work': 'Labour',
      Hours: 7.75, 'Travel Hours': 0, Regular: 7.75, OT: 0, DT: 0, Description: 'Pipe', 'Record ID': 11, Status: 'Approved',
    },
    // Travel counts toward overtime like any hour (docs/overtime.md): its split is the record's whole.
    expect.objectContaining({ 'Cost Code': '106-TRAVEL', Hours: 0, 'Travel Hours': 1.5, Regular: 0, OT: 1.5, DT: 0, 'Record ID': 12 }),
    expect.objectContaining({ Hours: 10, Regular: 8, OT: 2, DT: 0, 'Record ID': 13 }),
  ]);
});

it('puts the split beside the hours in the CSV and the XLSX too', async () => {
  const rows = [record({ quantity: 10, regularHours: 8, overtimeHours: 2 })];
  const [header, line] = (await toCsv(rows, payrollExportColumns('standard', t))).split('\r\n');
  expect(header).toContain('Hours,Travel Hours,Regular,OT,DT,Description');
  expect(line).toContain(',10,0,8,2,0,Pipe,');
  const ExcelJS = (await import('exceljs')).default;
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await toXlsx(rows, payrollExportColumns('standard', t))).buffer as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const titles = (sheet.getRow(1).values as unknown[]).slice(1);
  const at = titles.indexOf('Regular') + 1;
  expect([at, at + 1, at + 2].map((c) => [sheet.getRow(1).getCell(c).value, sheet.getRow(2).getCell(c).value])).toEqual([['Regular', 8], ['OT', 2], ['DT', 0]]);
});

it("uses the company's alternate header style for the titles only", () => {
  const [row] = JSON.parse(toJson([record({})], payrollExportColumns('alternate', t))) as Record<string, unknown>[];
  expect(Object.keys(row!)).toEqual([
    'EMPNO', 'EMPNAME', 'CLASS', 'UNION', 'WORKDATE', 'JOBNO', 'JOBDESC', 'COSTCODE', 'CCDESC', 'WORKTYPE', 'REGHRS', 'TRVHRS', 'STHRS', 'OTHRS', 'DTHRS',
    'DESC', 'RECID', 'STATUS',
  ]);
  expect(row).toMatchObject({ REGHRS: 7.75, STHRS: 7.75, OTHRS: 0, DTHRS: 0 });
});

it("titles the columns in the user's language, except the alternate style's, which import tools read", async () => {
  await activateLanguage('fr');
  const [header] = (await toCsv([record({})], payrollExportColumns('standard', t))).split('\r\n');
  expect(header).toBe(
    "Code d'employé,Employé,Classe de travail,Syndicat,Date,N° de chantier,Description du chantier,Code de coût,Description du code de coût," +
      'Type de travaux,Heures,Heures de déplacement,Normales,Supp.,Doubles,Description,N° d\'entrée,État',
  );
  const [alternate] = (await toCsv([record({})], payrollExportColumns('alternate', t))).split('\r\n');
  expect(alternate).toBe('EMPNO,EMPNAME,CLASS,UNION,WORKDATE,JOBNO,JOBDESC,COSTCODE,CCDESC,WORKTYPE,REGHRS,TRVHRS,STHRS,OTHRS,DTHRS,DESC,RECID,STATUS');
});

it("writes a record's status in the user's language, and in English under the alternate titles", async () => {
  await activateLanguage('fr');
  const rows = [record({}), record({ id: 12, isApproved: null }), record({ id: 13, isApproved: false })];
  expect((JSON.parse(toJson(rows, payrollExportColumns('standard', t))) as Record<string, unknown>[]).map((r) => r['État'])).toEqual(['Approuvée', 'En attente', 'Refusée']);
  expect((JSON.parse(toJson(rows, payrollExportColumns('alternate', t))) as Record<string, unknown>[]).map((r) => r.STATUS)).toEqual(['Approved', 'Pending', 'Declined']);
});
