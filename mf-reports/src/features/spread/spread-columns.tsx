import { formatCents, type Spread, type SpreadRow } from '@groundwork/shared/domain';
import type { DataColumn } from '@groundwork/shared/ui/table';

const KINDS = [
  { value: 'Employee', label: 'Employee' },
  { value: 'Equipment', label: 'Equipment' },
];

/**
 * A column of hundredths of an hour: sorted and totalled as integers (the totals row is exact), shown and exported
 * as hours with two decimals. An empty day shows nothing, so the days worked stand out.
 */
function hoursColumn(id: string, title: string, cents: (r: SpreadRow) => number, blankZero: boolean): DataColumn<SpreadRow> {
  return {
    id,
    title,
    accessor: cents,
    cell: (r) => (blankZero && cents(r) === 0 ? '' : formatCents(cents(r))),
    total: true,
    formatTotal: formatCents,
    exportValue: (r) => cents(r) / 100,
    align: 'right',
    width: 96,
  };
}

/**
 * The spread table's columns: Type, Employee / Equipment, Cost Code / Description, a column per day of the range
 * (YYYY-MM-DD), a subtotal after each week (Sunday to Saturday, cut to the range) and the row's total.
 */
export function spreadColumns(spread: Pick<Spread, 'weeks'>): DataColumn<SpreadRow>[] {
  const columns: DataColumn<SpreadRow>[] = [
    { id: 'kind', title: 'Type', accessor: (r) => (r.kind === 'employee' ? 'Employee' : 'Equipment'), filter: { options: KINDS }, width: 110 },
    { id: 'name', title: 'Employee / Equipment', filter: 'text', width: 200 },
    { id: 'detail', title: 'Cost Code / Description', filter: 'text', width: 220 },
  ];
  const multiWeek = spread.weeks.length > 1;
  for (const week of spread.weeks) {
    for (const day of week.days) columns.push(hoursColumn(`day:${day}`, day, (r) => r.days[day] ?? 0, true));
    if (multiWeek) columns.push(hoursColumn(`week:${week.start}`, `Week ${week.start} – ${week.end}`, (r) => r.weeks[week.start] ?? 0, false));
  }
  columns.push(hoursColumn('total', 'Total', (r) => r.total, false));
  return columns;
}
