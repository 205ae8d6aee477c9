import { SPLIT_FIELDS, type HoursSplit } from '@groundwork/shared/domain';
import { formatNumber } from '@groundwork/shared/i18n';
import { overtimeColumns, timeInOutColumns } from '@groundwork/shared/records';
import type { DataColumn } from '@groundwork/shared/ui/table';
import type { Translate } from '@groundwork/shared/i18n/react';
import type { HrMessageId } from '.';

type HrT = Translate<HrMessageId>;

const TWO_DECIMALS: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false };
/** Hours with two decimals in the page's language: '8.00', '8,00' in French. */
export const twoDecimals = (hours: unknown) => formatNumber(Number(hours ?? 0), TWO_DECIMALS);

const UP_TO_TWO_DECIMALS: Intl.NumberFormatOptions = { maximumFractionDigits: 2, useGrouping: false };
/** A number of hours as it is, in the page's language: '7.5', '7,5' in French. */
export const hoursNumber = (hours: unknown) => formatNumber(Number(hours ?? 0), UP_TO_TWO_DECIMALS);

const SPLIT_IDS = {
  regularHours: ['col.regularHours', 'col.regularHours.description'],
  overtimeHours: ['col.overtimeHours', 'col.overtimeHours.description'],
  doubleTimeHours: ['col.doubleTimeHours', 'col.doubleTimeHours.description'],
} as const satisfies Record<(typeof SPLIT_FIELDS)[number], readonly [HrMessageId, HrMessageId]>;

/** Regular, OT and DT (the shared overtime columns) titled and formatted in the page's language. */
export function splitColumns<T extends HoursSplit>(t: HrT): DataColumn<T>[] {
  return overtimeColumns<T>().map((column) => {
    const [title, description] = SPLIT_IDS[column.id as keyof typeof SPLIT_IDS];
    return { ...column, title: t(title), description: t(description), cell: (_row: T, value: unknown) => twoDecimals(value), formatTotal: twoDecimals };
  });
}

/** Time In and Time Out (the shared columns) titled in the page's language. */
export function timeColumns<T extends { producedAt: string; producedEndsAt?: string | null }>(t: HrT): DataColumn<T>[] {
  return timeInOutColumns<T>().map((column) => ({ ...column, title: t(column.id === 'timeIn' ? 'col.timeIn' : 'col.timeOut') }));
}
