import type { ReactNode } from 'react';
import { setProductionInvoiceStatus } from '@groundwork/shared/api';
import { INVOICE_STATUSES, PERMISSIONS, type InvoiceStatus, type Production } from '@groundwork/shared/domain';
import { INVOICE_STATUS_IDS, type SharedMessageId } from '@groundwork/shared/i18n';
import { useSharedT, type Translate } from '@groundwork/shared/i18n/react';
import type { DataColumn } from '@groundwork/shared/ui/table';
import { useChoiceColumn, type ChoiceColumnSpec, type RecordColumnOptions } from './choice-column';

/** The invoice statuses as a choice's options (value: the stored status), labelled in the page's language. */
export const invoiceStatusOptions = (t: Translate<SharedMessageId>): { value: InvoiceStatus; label: string }[] =>
  INVOICE_STATUSES.map((value) => ({ value, label: t(INVOICE_STATUS_IDS[value]) }));

const invoiceSpec = (t: Translate<SharedMessageId>): ChoiceColumnSpec<InvoiceStatus> => ({
  id: 'invoiceStatus',
  title: t('recordColumns.invoiceStatus'),
  values: INVOICE_STATUSES,
  valueOf: (p) => p.invoiceStatus ?? 'N/A',
  labelOf: (v) => t(INVOICE_STATUS_IDS[v]),
  permission: PERMISSIONS.PRODUCTIONS_INVOICE,
  changeable: (locks) => !locks.exported,
  readOnlyText: (p) => t(INVOICE_STATUS_IDS[p.invoiceStatus ?? 'N/A']),
  save: (p, next) => setProductionInvoiceStatus(p.id, next),
});

/**
 * The Invoice Status column (spec 02 §3, §4): with productions.invoice, a record that is not exported gets a select
 * of the four statuses (N/A, Not to be Invoiced, Ready for Invoicing, Invoiced) with the same confirmation as the
 * approval; Save Changes sends only {invoiceStatus}. Otherwise the status as text. Render `dialog` once.
 */
export function useInvoiceStatusColumn(
  viewerId: number | null,
  options?: RecordColumnOptions,
): { column: DataColumn<Production>; dialog: ReactNode } {
  return useChoiceColumn(invoiceSpec(useSharedT()), viewerId, options);
}
