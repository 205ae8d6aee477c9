import type { Spread, SpreadRow } from '@groundwork/shared/domain';
import type { Translate } from '@groundwork/shared/i18n/react';
import type { DataColumn } from '@groundwork/shared/ui/table';
import type { ReportsMessageId } from '../../i18n';
import { formatHundredths } from '../../lib/format';

/**
 * A column of hundredths of an hour: sorted and totalled as integers (the totals row is exact), shown and exported
 * as hours with two decimals. An empty day shows nothing, so the days worked stand out (and is left off a phone's card).
 */
function hoursColumn(id: string, title: string, cents: (r: SpreadRow) => number, blankZero: boolean): DataColumn<SpreadRow> {
  return {
    id,
    title,
    accessor: cents,
    cell: (r) => (blankZero && cents(r) === 0 ? '' : formatHundredths(cents(r))),
    total: true,
    formatTotal: formatHundredths,
    exportValue: (r) => cents(r) / 100,
    align: 'right',
    width: 96,
    // On a phone's card only the days worked: a fortnight's card was 14 day lines, most of them blank.
    cardSkipsEmpty: blankZero,
  };
}

/**
 * The spread table's columns: Type, Employee / Equipment, Cost Code / Description, a column per day of the range
 * (YYYY-MM-DD), a subtotal after each week (Sunday to Saturday, cut to the range) and the row's total.
 */
export function spreadColumns(spread: Pick<Spread, 'weeks'>, t: Translate<ReportsMessageId>): DataColumn<SpreadRow>[] {
  const kinds = ([['employee', t('kind.employee')], ['equipment', t('kind.equipment')]] as const).map(([key, label]) => ({ key, value: label, label }));
  const columns: DataColumn<SpreadRow>[] = [
    { id: 'kind', title: t('col.type'), accessor: (r) => t(r.kind === 'employee' ? 'kind.employee' : 'kind.equipment'), filter: { options: kinds }, width: 110 },
    { id: 'name', title: t('col.employeeOrEquipment'), filter: 'text', width: 200 },
    { id: 'detail', title: t('col.costCodeOrDescription'), filter: 'text', width: 220 },
  ];
  const multiWeek = spread.weeks.length > 1;
  for (const week of spread.weeks) {
    for (const day of week.days) columns.push(hoursColumn(`day:${day}`, day, (r) => r.days[day] ?? 0, true));
    if (multiWeek) columns.push(hoursColumn(`week:${week.start}`, t('col.week', { start: week.start, end: week.end }), (r) => r.weeks[week.start] ?? 0, false));
  }
  columns.push(hoursColumn('total', t('col.total'), (r) => r.total, false));
  return columns;
}
