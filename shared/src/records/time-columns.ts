import { timeOf } from '@groundwork/shared/domain';
import type { SharedMessageId } from '@groundwork/shared/i18n';
import type { Translate } from '@groundwork/shared/i18n/react';
import type { DataColumn } from '@groundwork/shared/ui/table';

/** What the Time In and Time Out columns read: a record with a start and, for a timed record, an end. */
interface Timed {
  producedAt: string;
  producedEndsAt?: string | null;
}

/**
 * Time In and Time Out of a record in the user's time zone ('HH:mm'), both empty for a record of hours without a
 * time range, titled in the page's language (`t`, any app's: it holds the shared messages). Every table of time
 * records shows them the same way.
 */
export function timeInOutColumns<T extends Timed>(t: Translate<SharedMessageId>): DataColumn<T>[] {
  return [
    { id: 'timeIn', title: t('timeRecord.timeIn'), accessor: (p) => (p.producedEndsAt ? timeOf(p.producedAt) : '') },
    { id: 'timeOut', title: t('timeRecord.timeOut'), accessor: (p) => (p.producedEndsAt ? timeOf(p.producedEndsAt) : '') },
  ];
}
