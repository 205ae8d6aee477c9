import type { Production } from '@groundwork/shared/domain';
import { toJson } from '@groundwork/shared/ui/table';
import { payrollExportColumns } from './payroll-rows';

const record = (over: Partial<Production>): Production => ({
  id: 11, companyId: 1, type: 'Time Record', jobId: 3, costCodeId: 9, userId: 5, workTypeId: 2, productionRequestId: null,
  producedAt: new Date(2026, 10, 12, 7, 0).toISOString(), producedEndsAt: null, quantity: 7.75, description: 'Pipe',
  isApproved: true, exportedAt: null, isLunchbreakTaken: null, invoiceStatus: 'N/A', regularHours: 8, overtimeHours: 0, doubleTimeHours: 0,
  user: { id: 5, name: 'Zoë Côté', employeeCode: 'E105', workClass: 'LABOUR', union: null } as never,
  job: { id: 3, name: 'J-2041', description: 'Main St sewer' } as never,
  costCode: { id: 9, name: '01-100', description: 'Trenching' } as never, workType: { id: 2, name: 'Labour' } as never,
  ...over,
});

it('writes the rows as the payroll file holds them: travel hours apart, NON for no union, the standard titles', () => {
  const rows = [record({}), record({ id: 12, quantity: 1.5, costCode: { id: 10, name: '106-TRAVEL', description: 'Travel' } as never })];
  expect(JSON.parse(toJson(rows, payrollExportColumns('standard')))).toEqual([
    {
      'Employee Code': 'E105', Employee: 'Zoë Côté', 'Work Class': 'LABOUR', Union: 'NON', Date: '2026-11-12', 'Job No.': 'J-2041',
      'Job Description': 'Main St sewer', 'Cost Code': '01-100', 'Cost Code Description': 'Trenching', 'Type of Work': 'Labour',
      Hours: 7.75, 'Travel Hours': 0, Description: 'Pipe', 'Record ID': 11, Status: 'Approved',
    },
    expect.objectContaining({ 'Cost Code': '106-TRAVEL', Hours: 0, 'Travel Hours': 1.5, 'Record ID': 12 }),
  ]);
});

it("uses the company's alternate header style for the titles only", () => {
  const [row] = JSON.parse(toJson([record({})], payrollExportColumns('alternate'))) as Record<string, unknown>[];
  expect(Object.keys(row!)).toEqual(['EMPNO', 'EMPNAME', 'CLASS', 'UNION', 'WORKDATE', 'JOBNO', 'JOBDESC', 'COSTCODE', 'CCDESC', 'WORKTYPE', 'REGHRS', 'TRVHRS', 'DESC', 'RECID', 'STATUS']);
  expect(row!.REGHRS).toBe(7.75);
});
