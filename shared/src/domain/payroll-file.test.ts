import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LIMITS } from './limits';
import {
  DEFAULT_PAYROLL_HEADER, PAYROLL_FILE_LAYOUT, PayrollFileError, equipmentFileLines, equipmentLine, isTravelCostCode,
  payrollFileLines, payrollFileName, payrollFileText, timeCardLine, toPayrollAscii,
} from './payroll-file';
import type { PayrollEquipmentLine, PayrollField, PayrollFileHeader, PayrollLineLayout, PayrollTimeCard } from './payroll-file';

/** The doc's table of a line: one row per field, rendered from the layout table. */
function layoutMarkdownTable(layout: PayrollLineLayout): string {
  const padding: Record<PayrollField['format'], (f: PayrollField) => string> = {
    constant: (f) => (f.value ? `fixed \`${f.value}\`` : 'fixed, spaces'),
    text: () => 'left, padded with spaces, cut at the length',
    yymmdd: () => 'YYMMDD',
    flag: () => '`Y` or `N`',
    hundredths: (f) => `right, zero-padded, times 100; over ${(10 ** f.length - 1) / 100} refused`,
    hundredthsOrSpaces: (f) => `right, zero-padded, times 100; over ${(10 ** f.length - 1) / 100} refused; spaces under the policy \`none\``,
    integer: (f) => `right, zero-padded; over ${10 ** f.length - 1} refused`,
  };
  const rows = layout.fields.map((f) => `| ${f.start} | ${f.length} | ${f.start + f.length - 1} | \`${f.key}\` | ${f.content} | ${padding[f.format](f)} |`);
  return ['| Start | Length | End | Field | Content | Alignment and padding |', '|---|---|---|---|---|---|', ...rows].join('\n');
}

/** The sample files of the doc: two time cards (one non-ASCII name, one travel) and an equipment line. */
const PAYROLL_DOC_SAMPLE = {
  header: { payrollHeader: 'DEMO', date: '2026-11-21', allRecords: true } satisfies PayrollFileHeader,
  timeCards: [
    {
      recordId: 1041, employeeCode: 'E1042', employeeName: 'Zoë Côté', workClass: 'OPERATORS', union: 'IUOE 115',
      workDate: '2026-11-16', jobName: 'DC24-101', jobDescription: 'Langley sanitary sewer extension', costCode: '101-EXC',
      costCodeDescription: 'Trench excavation', workType: 'Excavation', hours: 8.5, description: 'Excavated 40 m of trench',
    },
    {
      recordId: 1042, employeeCode: 'E1107', employeeName: 'Sam Patel', workClass: 'LABOUR', union: null,
      workDate: '2026-11-16', jobName: 'DC24-106', jobDescription: 'Shop, yard and overhead', costCode: '106-TRAVEL',
      costCodeDescription: 'Travel time', workType: 'Travel', hours: 1.25, description: 'Yard to Abbotsford site',
    },
  ] satisfies PayrollTimeCard[],
  equipment: [
    {
      recordId: 1041, employeeCode: 'E1042', employeeName: 'Zoë Côté', workDate: '2026-11-16', jobName: 'DC24-101',
      jobDescription: 'Langley sanitary sewer extension', costCode: '101-EXC', costCodeDescription: 'Trench excavation',
      equipment: 'EX-210', equipmentDescription: 'Excavator 21 t', hours: 7.75, litersOfFuel: 182.4, notes: 'Greased boom',
    },
  ] satisfies PayrollEquipmentLine[],
  /** The same two time cards under CA-BC: her 8.5 h a day of 10.5 h's last hours, his travel past 40 h a week. */
  overtimeTimeCards: [] as PayrollTimeCard[],
};
PAYROLL_DOC_SAMPLE.overtimeTimeCards = [
  { ...PAYROLL_DOC_SAMPLE.timeCards[0], split: { regularHours: 6, overtimeHours: 2.5, doubleTimeHours: 0 } },
  { ...PAYROLL_DOC_SAMPLE.timeCards[1], split: { regularHours: 0.75, overtimeHours: 0.5, doubleTimeHours: 0 } },
];

function readPayrollDoc(): string {
  return readFileSync(join(__dirname, '../../../docs/payroll-file.md'), 'utf8');
}

/** The lines of the doc's ```text blocks, in order. */
function sampleBlocks(doc: string): string[][] {
  return [...doc.matchAll(/```text\n([\s\S]*?)\n```/g)].map((m) => m[1].split('\n'));
}

/** The cell of a field in a line, read at the layout's position. */
function cell(line: string, layout: PayrollLineLayout, key: string): string {
  const field = layout.fields.find((f) => f.key === key);
  if (!field) throw new Error(`no field ${key}`);
  return line.slice(field.start - 1, field.start - 1 + field.length);
}

const bytes = (text: string): number => new TextEncoder().encode(text).length;

const card: PayrollTimeCard = {
  recordId: 1041,
  employeeCode: 'E1042',
  employeeName: 'Dana Moss',
  workClass: 'OPERATORS',
  union: 'IUOE 115',
  workDate: '2026-11-16',
  jobName: 'DC24-101',
  jobDescription: 'Langley sewer',
  costCode: '101-EXC',
  costCodeDescription: 'Trench excavation',
  workType: 'Excavation',
  hours: 8.5,
  description: 'Excavated 40 m of trench',
};

const use: PayrollEquipmentLine = {
  recordId: 1041,
  employeeCode: 'E1042',
  employeeName: 'Dana Moss',
  workDate: '2026-11-16',
  jobName: 'DC24-101',
  jobDescription: 'Langley sewer',
  costCode: '101-EXC',
  costCodeDescription: 'Trench excavation',
  equipment: 'EX-210',
  equipmentDescription: 'Excavator 21 t',
  hours: 7.75,
  litersOfFuel: 182.4,
  notes: 'Greased boom',
};

const header: PayrollFileHeader = { payrollHeader: 'DEMO', date: '2026-11-21', allRecords: true };

/** Expects every field of the layout, and only those, to hold the value given for it (padded as documented). */
function expectFields(line: string, layout: PayrollLineLayout, expected: Record<string, string>): void {
  expect(Object.keys(expected).sort()).toEqual(layout.fields.map((f) => f.key).sort());
  for (const field of layout.fields) {
    expect({ field: field.key, value: cell(line, layout, field.key) }).toEqual({ field: field.key, value: expected[field.key] });
  }
}

describe('the layout table', () => {
  it.each(Object.entries(PAYROLL_FILE_LAYOUT))('%s: fields follow each other from column 1 to the line length', (_kind, layout) => {
    let next = 1;
    for (const field of layout.fields as readonly PayrollField[]) {
      expect({ key: field.key, start: field.start }).toEqual({ key: field.key, start: next });
      next += field.length;
    }
    expect(next - 1).toBe(layout.length);
  });

  it('has the spec\'s line and field lengths', () => {
    const lengths = (layout: PayrollLineLayout) => Object.fromEntries(layout.fields.map((f) => [f.key, f.length]));
    expect(PAYROLL_FILE_LAYOUT.header.length).toBe(75);
    expect(PAYROLL_FILE_LAYOUT.timeCard.length).toBe(469);
    expect(PAYROLL_FILE_LAYOUT.equipment.length).toBe(399);
    expect(lengths(PAYROLL_FILE_LAYOUT.header)).toMatchObject({ recordType: 1, payPeriod: 2, headerName: LIMITS.payrollHeader, date: 6, allRecords: 1 });
    expect(LIMITS.payrollHeader).toBe(9);
    expect(lengths(PAYROLL_FILE_LAYOUT.timeCard)).toMatchObject({
      employeeCode: 9, employeeName: 30, jobName: 9, jobDescription: 30, costCode: 20, costCodeDescription: 30,
      workClass: 9, union: 9, hours: 6, travelHours: 6,
    });
    expect(lengths(PAYROLL_FILE_LAYOUT.equipment)).toMatchObject({
      employeeCode: 9, employeeName: 30, jobName: 9, jobDescription: 30, costCode: 20, costCodeDescription: 30,
      equipment: 9, hours: 6,
    });
  });
});

describe('the time card line', () => {
  it('writes every field at its documented position', () => {
    const line = timeCardLine(card);
    expect(line).toHaveLength(469);
    expectFields(line, PAYROLL_FILE_LAYOUT.timeCard, {
      recordType: 'T',
      employeeCode: 'E1042    ',
      employeeName: 'Dana Moss'.padEnd(30),
      workClass: 'OPERATORS',
      union: 'IUOE 115 ',
      workDate: '261116',
      jobName: 'DC24-101 ',
      jobDescription: 'Langley sewer'.padEnd(30),
      costCode: '101-EXC'.padEnd(20),
      costCodeDescription: 'Trench excavation'.padEnd(30),
      hours: '000850',
      travelHours: '000000',
      workType: 'Excavation'.padEnd(30),
      recordId: '0000001041',
      description: 'Excavated 40 m of trench'.padEnd(250),
      overtimeHours: '      ',
      doubleTimeHours: '      ',
      filler: '  ',
    });
  });

  it('cuts text at the field length and pads empty fields with spaces', () => {
    const line = timeCardLine({
      ...card,
      employeeCode: 'EMP-0001234',
      employeeName: 'Maximiliana Alexandra Featherstonehaugh',
      jobName: 'DC24-101-PHASE2',
      costCode: '101-EXC-TRENCH-ROCK-BLAST',
      workClass: null,
      workType: null,
      description: null,
      jobDescription: null,
      costCodeDescription: '',
    });
    const tc = PAYROLL_FILE_LAYOUT.timeCard;
    expect(cell(line, tc, 'employeeCode')).toBe('EMP-00012');
    expect(cell(line, tc, 'employeeName')).toBe('Maximiliana Alexandra Feathers');
    expect(cell(line, tc, 'jobName')).toBe('DC24-101-');
    expect(cell(line, tc, 'costCode')).toBe('101-EXC-TRENCH-ROCK-');
    for (const key of ['workClass', 'workType', 'description', 'jobDescription', 'costCodeDescription']) {
      expect(cell(line, tc, key).trim()).toBe('');
    }
    expect(line).toHaveLength(469);
  });

  it('writes union NON for an employee without one', () => {
    expect(cell(timeCardLine({ ...card, union: null }), PAYROLL_FILE_LAYOUT.timeCard, 'union')).toBe('NON      ');
    expect(cell(timeCardLine({ ...card, union: '  ' }), PAYROLL_FILE_LAYOUT.timeCard, 'union')).toBe('NON      ');
  });

  it.each([
    [0, '000000'],
    [0.25, '000025'],
    [0.29, '000029'],
    [8.55, '000855'],
    [99.99, '009999'],
    [100, '010000'],
    [100.5, '010050'],
    [9999.99, '999999'],
  ])('writes %p hours as %p', (hours, written) => {
    expect(cell(timeCardLine({ ...card, hours }), PAYROLL_FILE_LAYOUT.timeCard, 'hours')).toBe(written);
  });

  it.each([10000, 12345.5, -0.25, Number.NaN])('refuses %p hours, which the field cannot hold, naming the record', (hours) => {
    expect(() => timeCardLine({ ...card, hours })).toThrow(PayrollFileError);
    expect(() => timeCardLine({ ...card, hours })).toThrow(`Time record 1041: hours is ${hours}, which the payroll file cannot hold (0 to 9999.99).`);
  });

  it('puts the hours of a travel cost code in the travel field only', () => {
    const line = timeCardLine({ ...card, costCode: '106-TRAVEL', hours: 1.25 });
    expect(cell(line, PAYROLL_FILE_LAYOUT.timeCard, 'hours')).toBe('000000');
    expect(cell(line, PAYROLL_FILE_LAYOUT.timeCard, 'travelHours')).toBe('000125');
  });

  it('refuses a work date that is not YYYY-MM-DD', () => {
    expect(() => timeCardLine({ ...card, workDate: '16/11/2026' })).toThrow('Time record 1041: day worked is \'16/11/2026\', not a date (YYYY-MM-DD).');
  });
});

describe('the time card line with overtime (docs/payroll-file.md "Overtime")', () => {
  const tc = PAYROLL_FILE_LAYOUT.timeCard;

  it('writes a 13-hour BC day as 8 regular hours in 154-159, 4 overtime in 456-461 and 1 double time in 462-467', () => {
    const line = timeCardLine({ ...card, hours: 13, split: { regularHours: 8, overtimeHours: 4, doubleTimeHours: 1 } });
    expect(line).toHaveLength(469);
    expect(line.slice(153, 159)).toBe('000800');
    expect(line.slice(455, 461)).toBe('000400');
    expect(line.slice(461, 467)).toBe('000100');
    expect(line.slice(467)).toBe('  ');
    expect(cell(line, tc, 'travelHours')).toBe('000000');
  });

  it('writes zeros, not spaces, for a record with no premium hours when the company pays overtime', () => {
    const line = timeCardLine({ ...card, split: { regularHours: 8.5, overtimeHours: 0, doubleTimeHours: 0 } });
    expect([cell(line, tc, 'hours'), cell(line, tc, 'overtimeHours'), cell(line, tc, 'doubleTimeHours')]).toEqual(['000850', '000000', '000000']);
  });

  it('puts a travel record\'s regular hours in the travel field and its overtime in the overtime field', () => {
    const line = timeCardLine({ ...card, costCode: '106-TRAVEL', hours: 1.5, split: { regularHours: 0.5, overtimeHours: 1, doubleTimeHours: 0 } });
    expect([cell(line, tc, 'hours'), cell(line, tc, 'travelHours'), cell(line, tc, 'overtimeHours')]).toEqual(['000000', '000050', '000100']);
  });

  it('refuses a record whose three parts do not add up to its hours, naming it', () => {
    expect(() => timeCardLine({ ...card, hours: 10, split: { regularHours: 8, overtimeHours: 1, doubleTimeHours: 0 } }))
      .toThrow('Time record 1041: its regular, overtime and double-time hours do not add up to its 10 hours.');
  });

  it('refuses overtime hours the field cannot hold', () => {
    expect(() => timeCardLine({ ...card, hours: 10000.5, split: { regularHours: 0.5, overtimeHours: 10000, doubleTimeHours: 0 } }))
      .toThrow('Time record 1041: overtime hours is 10000, which the payroll file cannot hold (0 to 9999.99).');
  });

  it('under the policy none, is byte for byte the file made before overtime existed (the sample kept from then)', () => {
    const before = readFileSync(join(__dirname, 'fixtures/payroll-file-before-overtime.txt'));
    const now = Buffer.from(payrollFileText(payrollFileLines(PAYROLL_DOC_SAMPLE.header, PAYROLL_DOC_SAMPLE.timeCards)), 'ascii');
    expect(now.equals(before)).toBe(true);
    expect(now.toString('ascii').split('\r\n')[1].slice(455)).toBe(' '.repeat(14));
  });
});

describe('non-ASCII text', () => {
  it.each([
    ['Zoë Côté', 'Zoe Cote'],
    ['François Lévesque-Bérubé', 'Francois Levesque-Berube'],
    ['Łukasz Øster', 'Lukasz Oster'],
    ['Ørjan Strauß', 'Orjan Strauss'],
    ['Siobhán O’Brien', 'Siobhan O\'Brien'],
    ['李小龍', '???'],
    ['Crew 👷 lead', 'Crew ? lead'],
    ['line\none\ttab', 'line one tab'],
    ['\u00a0Ana\u00a0Silva ', 'Ana Silva'],
  ])('writes %p as %p', (text, ascii) => {
    expect(toPayrollAscii(text)).toBe(ascii);
  });

  it('never shifts a column: a line with accented, non-Latin and emoji text is exactly its length in bytes', () => {
    const line = timeCardLine({
      ...card,
      employeeName: 'Zoë Côté',
      jobDescription: 'Égout de la rue Saint-Éloi 🚧',
      description: 'Réparé 2 m\r\nde conduite; 李',
    });
    expect(bytes(line)).toBe(469);
    expect(cell(line, PAYROLL_FILE_LAYOUT.timeCard, 'employeeName')).toBe('Zoe Cote'.padEnd(30));
    expect(cell(line, PAYROLL_FILE_LAYOUT.timeCard, 'jobDescription')).toBe('Egout de la rue Saint-Eloi ?'.padEnd(30));
    expect(cell(line, PAYROLL_FILE_LAYOUT.timeCard, 'description')).toBe('Repare 2 m  de conduite; ?'.padEnd(250));
    expect(cell(line, PAYROLL_FILE_LAYOUT.timeCard, 'workType')).toBe('Excavation'.padEnd(30));
    expect(line).toMatch(/^[\x20-\x7e]+$/);
  });

  it('keeps the equipment line at 399 bytes with a non-ASCII operator', () => {
    expect(bytes(equipmentLine({ ...use, employeeName: 'Zoë Côté', notes: 'Graissé — flèche' }))).toBe(399);
  });
});

describe('isTravelCostCode', () => {
  it.each([['106-TRAVEL', true], ['Travel', true], ['TRAVEL TIME', true], ['shop_travel', true], ['TRAVELLING', false], ['TRAVEL2', false], ['106-SHOP', false]])(
    '%p is travel: %p', (name, travel) => expect(isTravelCostCode(name)).toBe(travel),
  );
});

describe('the equipment line', () => {
  it('writes every field at its documented position', () => {
    const line = equipmentLine(use);
    expect(line).toHaveLength(399);
    expectFields(line, PAYROLL_FILE_LAYOUT.equipment, {
      recordType: 'E',
      employeeCode: 'E1042    ',
      employeeName: 'Dana Moss'.padEnd(30),
      workDate: '261116',
      jobName: 'DC24-101 ',
      jobDescription: 'Langley sewer'.padEnd(30),
      costCode: '101-EXC'.padEnd(20),
      costCodeDescription: 'Trench excavation'.padEnd(30),
      equipment: 'EX-210   ',
      equipmentDescription: 'Excavator 21 t'.padEnd(30),
      hours: '000775',
      litersOfFuel: '018240',
      recordId: '0000001041',
      notes: 'Greased boom'.padEnd(200),
      filler: '   ',
    });
  });

  it('cuts the equipment number at 9 and writes no fuel as zeros', () => {
    const line = equipmentLine({ ...use, equipment: 'EXCAVATOR-0210', litersOfFuel: null, notes: null });
    expect(cell(line, PAYROLL_FILE_LAYOUT.equipment, 'equipment')).toBe('EXCAVATOR');
    expect(cell(line, PAYROLL_FILE_LAYOUT.equipment, 'litersOfFuel')).toBe('000000');
    expect(cell(line, PAYROLL_FILE_LAYOUT.equipment, 'notes')).toBe(' '.repeat(200));
  });

  it('refuses equipment hours and fuel over the field', () => {
    expect(() => equipmentLine({ ...use, hours: 10000 })).toThrow('Time record 1041: hours is 10000, which the payroll file cannot hold (0 to 9999.99).');
    expect(() => equipmentLine({ ...use, litersOfFuel: 10000.5 })).toThrow('Time record 1041: litres of fuel is 10000.5, which the payroll file cannot hold (0 to 9999.99).');
  });
});

describe('the header and footer', () => {
  it('writes every header field at its documented position', () => {
    const [line] = payrollFileLines(header, []);
    expect(line).toHaveLength(75);
    expectFields(line, PAYROLL_FILE_LAYOUT.header, {
      recordType: 'H', payPeriod: 'BW', headerName: 'DEMO     ', date: '261121', allRecords: 'Y', filler: ' '.repeat(56),
    });
  });

  it('writes the flag N for Download Filtered', () => {
    const [line] = payrollFileLines({ ...header, allRecords: false }, []);
    expect(cell(line, PAYROLL_FILE_LAYOUT.header, 'allRecords')).toBe('N');
  });

  it.each([null, undefined, '', '   '])('writes the default header Admin when the payrollHeader is %p', (payrollHeader) => {
    const [line] = equipmentFileLines({ ...header, payrollHeader }, []);
    expect(DEFAULT_PAYROLL_HEADER).toBe('Admin');
    expect(cell(line, PAYROLL_FILE_LAYOUT.header, 'headerName')).toBe('Admin    ');
  });

  it('writes a 9-character header whole and a non-ASCII one transliterated', () => {
    expect(cell(payrollFileLines({ ...header, payrollHeader: 'ABCDEFGHI' }, [])[0], PAYROLL_FILE_LAYOUT.header, 'headerName')).toBe('ABCDEFGHI');
    expect(cell(payrollFileLines({ ...header, payrollHeader: 'Côté' }, [])[0], PAYROLL_FILE_LAYOUT.header, 'headerName')).toBe('Cote     ');
  });

  it('ends both files with the footer Z', () => {
    expect(payrollFileLines(header, [card]).at(-1)).toBe('Z');
    expect(equipmentFileLines(header, [use]).at(-1)).toBe('Z');
  });
});

describe('the file', () => {
  it('is header, lines in the order given, footer; every line ASCII and ended by CR LF', () => {
    const lines = payrollFileLines(header, [card, { ...card, recordId: 7, employeeName: 'Zoë Côté' }]);
    expect(lines.map((l) => l.length)).toEqual([75, 469, 469, 1]);
    expect(cell(lines[2], PAYROLL_FILE_LAYOUT.timeCard, 'recordId')).toBe('0000000007');
    const text = payrollFileText(lines);
    expect(text.split('\r\n')).toEqual([...lines, '']);
    expect(bytes(text)).toBe(75 + 2 + 469 + 2 + 469 + 2 + 1 + 2);
    expect(text).toMatch(/^[\x20-\x7e\r\n]+$/);
  });

  it('names the file {company}_{kind}_{YYYYMMDD}_{UTC timestamp}', () => {
    const at = new Date('2026-11-23T20:30:05.123Z');
    expect(payrollFileName('Demo Construction Ltd.', 'payroll', '2026-11-21', at)).toBe('Demo-Construction-Ltd_payroll_20261121_20261123203005.txt');
    expect(payrollFileName('Côté & Fils_Excavation', 'equipment', '2026-11-21', at, 'csv')).toBe('Cote-Fils-Excavation_equipment_20261121_20261123203005.csv');
  });

  it('refuses a report date that is not YYYY-MM-DD, as the report date, in the file name and the header', () => {
    const refusal = "The report date is '21/11/2026', not a date (YYYY-MM-DD).";
    expect(() => payrollFileName('Demo', 'payroll', '21/11/2026', new Date())).toThrow(refusal);
    expect(() => payrollFileLines({ ...header, date: '21/11/2026' }, [])).toThrow(refusal);
  });
});

describe('docs/payroll-file.md', () => {
  const doc = readPayrollDoc();

  it.each(Object.keys(PAYROLL_FILE_LAYOUT) as (keyof typeof PAYROLL_FILE_LAYOUT)[])('documents the %s line exactly as the layout table', (kind) => {
    expect(doc).toContain(layoutMarkdownTable(PAYROLL_FILE_LAYOUT[kind]));
  });

  it('shows sample files that are the writers\' output byte for byte (lines shown without their CR LF)', () => {
    const [payroll, equipment, overtime] = sampleBlocks(doc);
    expect(payroll).toEqual(payrollFileLines(PAYROLL_DOC_SAMPLE.header, PAYROLL_DOC_SAMPLE.timeCards));
    expect(equipment).toEqual(equipmentFileLines(PAYROLL_DOC_SAMPLE.header, PAYROLL_DOC_SAMPLE.equipment));
    expect(overtime).toEqual(payrollFileLines(PAYROLL_DOC_SAMPLE.header, PAYROLL_DOC_SAMPLE.overtimeTimeCards));
  });
});
