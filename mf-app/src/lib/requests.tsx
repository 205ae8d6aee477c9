import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { deleteProductionRequest, failureText, productionRequestKeys } from '@groundwork/shared/api';
import { MESSAGES, shiftLabel, type ProductionRequest } from '@groundwork/shared/domain';
import { notify, space } from '@groundwork/shared/ui';
import { ConfirmDialog } from '@groundwork/shared/ui/overlays';

/** A shift has a timecard once a time record is linked to it. */
export function hasTimecard(request: Pick<ProductionRequest, 'productionId'>): boolean {
  return request.productionId !== null && request.productionId !== undefined;
}

/**
 * Delete of a shift after 'Are you sure delete this request?': `ask(request)` opens the question; Yes deletes, tells
 * 'Record has been deleted.' (or the server's refusal) and refreshes every schedule. Both screens may: the server
 * lets web.crew_builder delete any shift of the company and web.timecards the user's own. Screens offer it only for
 * a shift without a timecard (the server refuses the others too).
 */
export function useRequestDeletion(): { ask: (request: ProductionRequest) => void; dialog: ReactNode } {
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
  return { ask: setAsked, dialog };
}

const Times = styled.span`
  font-variant-numeric: tabular-nums;
  margin-right: ${space(2)};
`;

/** A shift's times ('07:00 – 15:30', overnight ones marked 'next day'). */
export function ShiftTimesText({ request }: { request: ProductionRequest }) {
  return <Times>{shiftLabel(request)}</Times>;
}
