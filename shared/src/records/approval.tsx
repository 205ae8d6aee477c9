import type { ReactNode } from 'react';
import { setProductionApproval } from '@groundwork/shared/api';
import { PERMISSIONS, type Production } from '@groundwork/shared/domain';
import type { SharedMessageId } from '@groundwork/shared/i18n';
import { useSharedT, type Translate } from '@groundwork/shared/i18n/react';
import type { DataColumn } from '@groundwork/shared/ui/table';
import { useChoiceColumn, type ChoiceColumnSpec, type RecordColumnOptions } from './choice-column';

/** A record's approval: null (not processed yet), true (approved) or false (declined). */
export type Approval = Production['isApproved'];

/** N/P (not processed), Approved or Declined (spec 02 §4), in the language of `t`; the employee's own status says Pending. */
export const approvalLabel = (v: Approval, t: Translate<SharedMessageId>): string =>
  t(v === true ? 'recordColumns.approval.approved' : v === false ? 'recordColumns.approval.declined' : 'recordColumns.approval.pending');

const approvalSpec = (t: Translate<SharedMessageId>): ChoiceColumnSpec<Approval> => ({
  id: 'isApproved',
  title: t('recordColumns.approval'),
  values: [null, true, false],
  valueOf: (p) => p.isApproved,
  labelOf: (v) => approvalLabel(v, t),
  permission: PERMISSIONS.PRODUCTIONS_APPROVE,
  changeable: (locks) => locks.canChangeApproval,
  // An exported record shows Yes (approved) or No.
  readOnlyText: (p, locks) => (locks.exported ? t(p.isApproved === true ? 'ui.yes' : 'ui.no') : approvalLabel(p.isApproved, t)),
  save: (p, next) => setProductionApproval(p.id, next),
});

/**
 * The Approval column of a table of records (spec 01 §4, 02 §4). With productions.approve, a record that is not
 * exported gets a select (N/P / Approved / Declined); a change asks 'Do you want to save changes to this record?':
 * Save Changes sends only {isApproved}, then notifies and refreshes the records; Discard Changes restores the select.
 * An exported record shows Yes or No read-only; without the permission the column shows the state as text.
 * Render `dialog` once beside the table.
 */
export function useApprovalColumn(
  viewerId: number | null,
  options?: RecordColumnOptions,
): { column: DataColumn<Production>; dialog: ReactNode } {
  return useChoiceColumn(approvalSpec(useSharedT()), viewerId, options);
}
