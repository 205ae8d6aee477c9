import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { deleteProductionRequest, failureText, productionRequestKeys } from '@groundwork/shared/api';
import type { ProductionRequest } from '@groundwork/shared/domain';
import { useSharedT } from '@groundwork/shared/i18n/react';
import { notify } from '@groundwork/shared/ui';
import { ConfirmDialog } from '@groundwork/shared/ui/overlays';

/**
 * Delete of a shift (production request) after 'Are you sure delete this request?' / 'Click "Yes" to continue.':
 * `ask(request)` opens the question; Yes deletes, tells 'Record has been deleted.' (or the server's refusal) and
 * refreshes every schedule and pending list (productionRequestKeys.all). Used by the crew builder, My Schedule and
 * the foreman and payroll checks; the server refuses a shift that has a timecard. Render `dialog` once.
 */
export function useRequestDeletion(): { ask: (request: ProductionRequest) => void; dialog: ReactNode } {
  const t = useSharedT();
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<ProductionRequest | null>(null);
  const confirm = async (request: ProductionRequest) => {
    try {
      await deleteProductionRequest(request.id);
    } catch (error) {
      notify.error(t('messages.errorTitle'), failureText(error));
      return;
    }
    notify.success(t('ui.success'), t('messages.recordDeleted'));
    await queryClient.invalidateQueries({ queryKey: productionRequestKeys.all });
  };
  const dialog = (
    <ConfirmDialog
      open={asked !== null}
      title={t('messages.confirmDeleteRequest')}
      onConfirm={() => (asked ? confirm(asked) : undefined)}
      onClose={() => setAsked(null)}
    />
  );
  return { ask: setAsked, dialog };
}
