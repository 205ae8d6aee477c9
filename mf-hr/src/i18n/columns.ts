import { SPLIT_FIELDS, type HoursSplit } from '@groundwork/shared/domain';
import { overtimeColumns, type SplitColumnLabels } from '@groundwork/shared/records';
import type { DataColumn } from '@groundwork/shared/ui/table';
import type { Translate } from '@groundwork/shared/i18n/react';
import type { HrMessageId } from '.';

type HrT = Translate<HrMessageId>;

const SPLIT_IDS = {
  regularHours: ['col.regularHours', 'col.regularHours.description'],
  overtimeHours: ['col.overtimeHours', 'col.overtimeHours.description'],
  doubleTimeHours: ['col.doubleTimeHours', 'col.doubleTimeHours.description'],
} as const satisfies Record<(typeof SPLIT_FIELDS)[number], readonly [HrMessageId, HrMessageId]>;

/** Regular, OT and DT (the shared overtime columns) titled in the page's language. */
export function splitColumns<T extends HoursSplit>(t: HrT): DataColumn<T>[] {
  const labels = Object.fromEntries(SPLIT_FIELDS.map((field) => [field, { title: t(SPLIT_IDS[field][0]), description: t(SPLIT_IDS[field][1]) }]));
  return overtimeColumns<T>(labels as SplitColumnLabels);
}
