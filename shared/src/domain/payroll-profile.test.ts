import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { equipmentFileLines, PAYROLL_FILE_LAYOUT, payrollFileLines } from './payroll-file';
import {
  CSV_HEADER_STYLES, DEFAULT_EXPORT_PROFILE, isSunday, PAYROLL_CSV_COLUMNS, PAYROLL_CSV_TITLES, payPeriodOf, payrollCsvTitle,
  profiledEquipmentLines, type ProfiledEquipmentLine,
} from './payroll-profile';

const field = (line: string, layout: { fields: readonly { key: string; start: number; length: number }[] }, key: string) => {
  const f = layout.fields.find((x) => x.key === key)!;
  return line.slice(f.start - 1, f.start - 1 + f.length);
};

const line = (over: Partial<ProfiledEquipmentLine> = {}): ProfiledEquipmentLine => ({
  recordId: 7, employeeCode: 'E1', employeeName: 'Ana Ruiz', workDate: '2026-11-16', jobName: 'DC24-101', jobDescription: 'Sewer',
  costCode: '101-EXC', costCodeDescription: 'Excavation', equipment: 'EX-210', equipmentDescription: 'Excavator', hours: 6,
  litersOfFuel: 40, notes: null, isRental: false, ...over,
});

describe('pay periods', () => {
  it('isSunday accepts only real Sundays', () => {
    expect(['2026-01-04', '2026-11-15', '2024-12-29'].map(isSunday)).toEqual([true, true, true]);
    expect(['2026-01-05', '2026-11-14', '2026-02-29', 'Sunday', ''].map(isSunday)).toEqual([false, false, false, false, false]);
    expect(isSunday(DEFAULT_EXPORT_PROFILE.payPeriodStartsOn)).toBe(true);
  });

  it('finds the two Sunday-Saturday weeks containing a day, before and after the anchor', () => {
    const anchor = '2026-01-04';
    expect(payPeriodOf(anchor, '2026-01-04')).toEqual({ startsOn: '2026-01-04', endsOn: '2026-01-17' });
    expect(payPeriodOf(anchor, '2026-01-17')).toEqual({ startsOn: '2026-01-04', endsOn: '2026-01-17' });
    expect(payPeriodOf(anchor, '2026-01-18')).toEqual({ startsOn: '2026-01-18', endsOn: '2026-01-31' });
    expect(payPeriodOf(anchor, '2026-11-23')).toEqual({ startsOn: '2026-11-22', endsOn: '2026-12-05' });
    expect(payPeriodOf(anchor, '2026-01-03')).toEqual({ startsOn: '2025-12-21', endsOn: '2026-01-03' });
    // Across a daylight saving change and a leap day the periods stay 14 calendar days.
    expect(payPeriodOf(anchor, '2026-03-09')).toEqual({ startsOn: '2026-03-01', endsOn: '2026-03-14' });
    expect(payPeriodOf('2024-01-07', '2024-02-29')).toEqual({ startsOn: '2024-02-18', endsOn: '2024-03-02' });
  });
});

describe('the export profile in the files', () => {
  const header = { payrollHeader: 'ERS', date: '2026-11-28', allRecords: true };

  it('payrollHeader is the header name of both files; none gives Admin', () => {
    expect(field(payrollFileLines(header, [])[0]!, PAYROLL_FILE_LAYOUT.header, 'headerName')).toBe('ERS      ');
    expect(field(equipmentFileLines({ ...header, payrollHeader: DEFAULT_EXPORT_PROFILE.payrollHeader }, [])[0]!, PAYROLL_FILE_LAYOUT.header, 'headerName')).toBe('Admin    ');
  });

  it('rentalEquipmentJob replaces the Job No. of rental equipment only; owned equipment keeps its job', () => {
    const lines = profiledEquipmentLines({ rentalEquipmentJob: 'BIO2', includeRentalEquipment: true }, [line(), line({ recordId: 8, isRental: true })]);
    const [, owned, rented] = equipmentFileLines(header, lines);
    expect(field(owned!, PAYROLL_FILE_LAYOUT.equipment, 'jobName')).toBe('DC24-101 ');
    expect(field(rented!, PAYROLL_FILE_LAYOUT.equipment, 'jobName')).toBe('BIO2     ');
    expect(field(rented!, PAYROLL_FILE_LAYOUT.equipment, 'jobDescription').trim()).toBe('Sewer');
    expect(rented).toHaveLength(PAYROLL_FILE_LAYOUT.equipment.length);
  });

  it('without a rentalEquipmentJob rental equipment keeps the record\'s job', () => {
    const [only] = profiledEquipmentLines({ rentalEquipmentJob: null, includeRentalEquipment: true }, [line({ isRental: true })]);
    expect(only!.jobName).toBe('DC24-101');
    expect(only).not.toHaveProperty('isRental');
  });

  it('includeRentalEquipment false leaves rental equipment out of the equipment file', () => {
    const lines = profiledEquipmentLines({ rentalEquipmentJob: 'BIO2', includeRentalEquipment: false }, [line({ isRental: true }), line({ recordId: 9 })]);
    expect(lines.map((l) => l.recordId)).toEqual([9]);
    expect(equipmentFileLines(header, lines)).toHaveLength(3);
  });
});

describe('CSV header styles', () => {
  it('name every download column in each style, differently, and alternate titles are upper-case words without spaces', () => {
    for (const style of CSV_HEADER_STYLES) expect(Object.keys(PAYROLL_CSV_TITLES[style])).toEqual([...PAYROLL_CSV_COLUMNS]);
    for (const column of PAYROLL_CSV_COLUMNS) {
      expect(payrollCsvTitle('alternate', column)).toMatch(/^[A-Z]+$/);
      expect(payrollCsvTitle('alternate', column)).not.toBe(payrollCsvTitle('standard', column));
    }
    expect([payrollCsvTitle('standard', 'hours'), payrollCsvTitle('alternate', 'hours'), payrollCsvTitle(null, 'hours')]).toEqual(['Hours', 'REGHRS', 'Hours']);
  });
});

describe('no company name in the code', () => {
  it('the export code names no customer: the profile settings decide, never a keyword in the company name', () => {
    const files = ['payroll-file.ts', 'payroll-profile.ts', '../../../backend/src/modules/payroll/payroll.service.ts'];
    for (const file of files) {
      const source = readFileSync(join(__dirname, file), 'utf8');
      expect({ file, keyword: /company\.name\.(includes|match|toLowerCase|startsWith)|BIO2|'ERS'/.test(source.replace(/\/\*\*[\s\S]*?\*\/|\/\/.*$/gm, '')) }).toEqual({ file, keyword: false });
    }
  });
});
