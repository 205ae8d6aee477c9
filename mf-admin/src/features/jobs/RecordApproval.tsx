import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { productionKeys, setProductionApproval } from '@groundwork/shared/api';
import { MESSAGES, PERMISSIONS as P, recordLocks, type Production } from '@groundwork/shared/domain';
import { useCan } from '@groundwork/shared/session';
import { notify } from '@groundwork/shared/ui';
import { ConfirmDialog, Select, type SelectOption } from '@groundwork/shared/ui/overlays';
import type { DataColumn } from '@groundwork/shared/ui/table';
import { failureText } from '../../lib/record-form';

/** A record's approval: null (not processed yet), true (approved) or false (declined). */
type Approval = Production['isApproved'];
type ApprovalKey = 'pending' | 'approved' | 'declined';

const APPROVAL_OF: Record<ApprovalKey, Approval> = { pending: null, approved: true, declined: false };
const keyOf = (v: Approval): ApprovalKey => (v === true ? 'approved' : v === false ? 'declined' : 'pending');

/** Pending, Approved or Declined (spec 02 §4). */
export const approvalLabel = (v: Approval): string => (v === true ? 'Approved' : v === false ? 'Declined' : 'Pending');

const OPTIONS: ReadonlyArray<SelectOption<ApprovalKey>> = (Object.keys(APPROVAL_OF) as ApprovalKey[]).map((key) => ({
  value: key,
  label: approvalLabel(APPROVAL_OF[key]),
}));

/** The Approval column's text: an exported record shows Yes (approved) or No; others their state. */
function approvalText(record: Production, exported: boolean): string {
  if (exported) return record.isApproved === true ? 'Yes' : 'No';
  return approvalLabel(record.isApproved);
}

const Fit = styled.div`
  min-width: 150px;
`;

interface PendingChange {
  record: Production;
  next: Approval;
}

/**
 * The Approval column of a time record table (spec 01 §4, 02 §4). With productions.approve, a record that is not
 * exported gets a select (Pending / Approved / Declined); a change asks 'Do you want to save changes to this record?':
 * Save Changes sends only {isApproved}, then notifies and refreshes the records; Discard Changes restores the select.
 * An exported record shows Yes or No read-only; without the permission the column shows the state as text.
 * Render `dialog` once beside the table.
 */
export function useApprovalColumn(viewerId: number | null): { column: DataColumn<Production>; dialog: ReactNode } {
  const canApprove = useCan(P.PRODUCTIONS_APPROVE);
  const queryClient = useQueryClient();
  const [change, setChange] = useState<PendingChange | null>(null);
  const save = useMutation({
    mutationFn: ({ record, next }: PendingChange) => setProductionApproval(record.id, next),
    onSuccess: async () => {
      notify.success('Success', MESSAGES.recordUpdated);
      await queryClient.invalidateQueries({ queryKey: productionKeys.all });
    },
    onError: (error) => notify.error('Error', failureText(error)),
  });

  const column: DataColumn<Production> = {
    id: 'isApproved',
    title: 'Approval',
    accessor: (p) => approvalText(p, recordLocks(p, viewerId).exported),
    cell: (p, value) => {
      if (!canApprove || !recordLocks(p, viewerId).canChangeApproval) return String(value);
      const shown = change?.record.id === p.id ? change.next : p.isApproved;
      return (
        <Fit>
          <Select
            aria-label="Approval"
            options={OPTIONS}
            value={keyOf(shown)}
            clearable={false}
            onChange={(key) => {
              if (key !== null && APPROVAL_OF[key] !== p.isApproved) setChange({ record: p, next: APPROVAL_OF[key] });
            }}
          />
        </Fit>
      );
    },
  };

  const dialog = (
    <ConfirmDialog
      open={change !== null}
      title={MESSAGES.confirmSaveRecord}
      text={change ? `Approval: ${approvalLabel(change.record.isApproved)} → ${approvalLabel(change.next)}` : ''}
      yesLabel="Save Changes"
      noLabel="Discard Changes"
      danger={false}
      onConfirm={() => (change ? save.mutateAsync(change).catch(() => undefined) : undefined)}
      onClose={() => setChange(null)}
    />
  );
  return { column, dialog };
}
