import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { deleteProductionRequest, failureText, productionRequestKeys } from '@groundwork/shared/api';
import { MESSAGES, PERMISSIONS as P, shiftLabel, type ProductionRequest } from '@groundwork/shared/domain';
import { useCan } from '@groundwork/shared/session';
import { notify, space } from '@groundwork/shared/ui';
import { ConfirmDialog } from '@groundwork/shared/ui/overlays';

/** Who may delete a scheduled shift (the server's rule for DELETE /api/jobs/production-requests/{id}). */
export const DELETE_REQUEST_PERMISSIONS = [P.WEB_CREW_BUILDER, P.REPORTS_FOREMAN, P.REPORTS_PAYROLL] as const;

/** A shift has a timecard once a time record is linked to it. */
export function hasTimecard(request: Pick<ProductionRequest, 'productionId'>): boolean {
  return request.productionId !== null && request.productionId !== undefined;
}

/**
 * Delete of a shift after 'Are you sure delete this request?': `ask(request)` opens the question; Yes deletes, tells
 * 'Record has been deleted.' (or the server's refusal) and refreshes every schedule. `allowed` is false without
 * the permission. Screens offer it only for a shift without a timecard (the server refuses the others too).
 */
export function useRequestDeletion(): { allowed: boolean; ask: (request: ProductionRequest) => void; dialog: ReactNode } {
  const allowed = useCan(...DELETE_REQUEST_PERMISSIONS);
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<ProductionRequest | null>(null);
  const confirm = async (request: ProductionRequest) => {
    try {
      await deleteProductionRequest(request.id);
    } catch (error) {
      notify.error('Error', failureText(error));
      return;
    }
    notify.success('Success', MESSAGES.recordDeleted);
    await queryClient.invalidateQueries({ queryKey: productionRequestKeys.all });
  };
  const dialog = (
    <ConfirmDialog
      open={asked !== null}
      title={MESSAGES.confirmDelete('request')}
      onConfirm={() => (asked ? confirm(asked) : undefined)}
      onClose={() => setAsked(null)}
    />
  );
  return { allowed, ask: setAsked, dialog };
}

const Times = styled.span`
  font-variant-numeric: tabular-nums;
  margin-right: ${space(2)};
`;

/** A shift's times ('07:00 – 15:30', overnight ones marked 'next day'). */
export function ShiftTimesText({ request }: { request: ProductionRequest }) {
  return <Times>{shiftLabel(request)}</Times>;
}
