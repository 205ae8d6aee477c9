import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { buildExport, exportColumnsOf, neutraliseFormula, toCsv, toJson, toXlsx } from './export';
import type { DataColumn } from './types';

interface Job {
  id: number;
  name: string;
  description: string;
  hours: number;
}

const columns: DataColumn<Job>[] = [
  { id: 'name', title: 'Name' },
  { id: 'description', title: 'Description' },
  { id: 'hours', title: 'Hours' },
  { id: 'id', title: 'Internal', exportable: false },
];
const rows: Job[] = [
  { id: 1, name: 'Bridge, North', description: 'He said "go"\nthen left', hours: 8 },
  { id: 2, name: '=SUM(1)', description: '+1', hours: 7.5 },
  { id: 3, name: '-1', description: '@x', hours: -2 },
  { id: 4, name: 'Café Renée', description: 'plain', hours: 0 },
];
const exportColumns = exportColumnsOf(columns);

describe('neutraliseFormula', () => {
  it.each(['=SUM(1)', '+1', '-1', '@x', '\tcmd'])('prefixes %p with a quote', (v) => {
    expect(neutraliseFormula(v)).toBe(`'${v}`);
  });
  it('leaves plain text and numbers alone', () => {
    expect(neutraliseFormula('Bridge')).toBe('Bridge');
    expect(neutraliseFormula(-2)).toBe(-2);
    expect(neutraliseFormula(null)).toBeNull();
  });
});

describe('toCsv', () => {
  it('quotes commas, quotes and newlines so the file parses back to the same cells', async () => {
    const csv = await toCsv(rows, exportColumns);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Name,Description,Hours');
    expect(csv).toContain('"Bridge, North","He said ""go""\nthen left",8');
    const parsed = Papa.parse<string[]>(csv, { newline: '\r\n' }).data;
    expect(parsed[1]).toEqual(['Bridge, North', 'He said "go"\nthen left', '8']);
  });

  it('neutralises =SUM(1), +1, -1 and @x and leaves non-exportable columns out', async () => {
    const parsed = Papa.parse<string[]>(await toCsv(rows, exportColumns), { newline: '\r\n' }).data;
    expect(parsed[2]).toEqual(["'=SUM(1)", "'+1", '7.5']);
    expect(parsed[3]).toEqual(["'-1", "'@x", '-2']);
    expect(parsed[0]).not.toContain('Internal');
  });
});

describe('toXlsx', () => {
  it('reads back with the same headers and values, numbers as numbers and formulas as text', async () => {
    const bytes = await toXlsx(rows, exportColumns, 'jobs');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('jobs')!;
    const read = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(sheet.rowCount).toBe(rows.length + 1);
    expect(read(1)).toEqual(['Name', 'Description', 'Hours']);
    expect(read(2)).toEqual(['Bridge, North', 'He said "go"\nthen left', 8]);
    expect(read(3)).toEqual(["'=SUM(1)", "'+1", 7.5]);
    expect(read(4)).toEqual(["'-1", "'@x", -2]);
    expect(read(5)).toEqual(['Café Renée', 'plain', 0]);
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.formula).toBeUndefined()));
  });
});

describe('toJson and file names', () => {
  it('gives objects keyed by column title with the raw values', () => {
    expect(JSON.parse(toJson(rows.slice(0, 2), exportColumns))).toEqual([
      { Name: 'Bridge, North', Description: 'He said "go"\nthen left', Hours: 8 },
      { Name: '=SUM(1)', Description: '+1', Hours: 7.5 },
    ]);
  });

  it('names the files from the base name', async () => {
    expect((await buildExport('csv', rows, exportColumns, 'jobs')).fileName).toBe('jobs.csv');
    expect((await buildExport('xlsx', rows, exportColumns, 'jobs')).fileName).toBe('jobs.xlsx');
    expect((await buildExport('json', rows, exportColumns, 'jobs')).fileName).toBe('jobs.json');
  });
});
