import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { approveProductions } from '@groundwork/shared/api';
import { round2, type Production, type RecordBatchResult } from '@groundwork/shared/domain';
import { formatHours, formatNumber } from '@groundwork/shared/i18n';
import { Button, Field, Row } from '@groundwork/shared/ui';
import { Drawer, Select, type SelectOption } from '@groundwork/shared/ui/overlays';
import { useReportsT, type ReportsMessageId } from '../../i18n';
import { BatchFailures, recordLabel, useBatchUpdate } from '../../lib/batch';

type Choice = 'approved' | 'declined' | 'pending';
const VALUE_OF: Record<Choice, boolean | null> = { approved: true, declined: false, pending: null };
const OPTIONS: ReadonlyArray<{ value: Choice; labelId: ReportsMessageId }> = [
  { value: 'approved', labelId: 'status.approved' },
  { value: 'declined', labelId: 'status.declined' },
  { value: 'pending', labelId: 'status.pending' },
];

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 45vh;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  li { display: flex; justify-content: space-between; gap: 8px; padding: 6px 10px; }
  li + li { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
`;

export interface ApproveDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The selected time records. */
  records: readonly Production[];
  /** After the server answered: the ids it saved (the screen unselects them). */
  onSaved: (savedIds: number[]) => void;
}

/**
 * The manager report's batch approve drawer: the selected records, an Approval choice (Approved by default, or
 * Declined, or back to Pending) and Save, one POST /api/jobs/productions/_approve for all of them. Rows the server
 * refuses (exported in the meantime, another company's) are listed with its reason; the others are saved.
 */
export function ApproveDrawer({ open, onClose, records, onSaved }: ApproveDrawerProps) {
  const t = useReportsT();
  const options: ReadonlyArray<SelectOption<Choice>> = OPTIONS.map((o) => ({ value: o.value, label: t(o.labelId) }));
  const [choice, setChoice] = useState<Choice>('approved');
  const batch = useBatchUpdate(
    (ids) => approveProductions(ids, VALUE_OF[choice]),
    (answer: RecordBatchResult) => {
      const saved = answer.results.filter((r) => r.ok).map((r) => r.id);
      onSaved(saved);
      if (saved.length === answer.results.length) onClose();
    },
  );
  const { clearFailures } = batch;
  useEffect(() => {
    if (open) {
      setChoice('approved');
      clearFailures();
    }
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps

  const hours = round2(records.reduce((sum, r) => sum + r.quantity, 0));
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('manager.batchApprove')}
      footer={
        <Row $gap={2}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" loading={batch.busy} disabled={records.length === 0} onClick={() => void batch.run(records.map((r) => r.id))}>
            {t('common.save')}
          </Button>
        </Row>
      }
    >
      <p>{t('manager.selected', { count: records.length, hours: formatNumber(hours) })}</p>
      <Field label={t('col.approval')} required>
        <Select options={options} value={choice} clearable={false} onChange={(v) => v && setChoice(v)} />
      </Field>
      <BatchFailures failures={batch.failures} records={records} />
      <List aria-label={t('manager.selectedList')}>
        {records.map((r) => (
          <li key={r.id}>
            <span>{recordLabel(r, t('common.employee'))}</span>
            <span>{formatHours(r.quantity)}</span>
          </li>
        ))}
      </List>
    </Drawer>
  );
}
