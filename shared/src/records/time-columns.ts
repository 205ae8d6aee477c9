import { timeOf } from '@groundwork/shared/domain';
import type { DataColumn } from '@groundwork/shared/ui/table';

/** What the Time In and Time Out columns read: a record with a start and, for a timed record, an end. */
interface Timed {
  producedAt: string;
  producedEndsAt?: string | null;
}

/**
 * Time In and Time Out of a record in the user's time zone ('HH:mm'), both empty for a record of hours without a
 * time range. Every table of time records shows them the same way.
 */
export function timeInOutColumns<T extends Timed>(): DataColumn<T>[] {
  return [
    { id: 'timeIn', title: 'Time In', accessor: (p) => (p.producedEndsAt ? timeOf(p.producedAt) : '') },
    { id: 'timeOut', title: 'Time Out', accessor: (p) => (p.producedEndsAt ? timeOf(p.producedEndsAt) : '') },
  ];
}
