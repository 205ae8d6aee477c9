import { useQuery } from '@tanstack/react-query';
import { getProductionHistory, productionHistoryKey } from '@groundwork/shared/api';
import type { ProductionType } from '@groundwork/shared/domain';
import { HistoryPanel } from '@groundwork/shared/ui/table';
import { useRecordId } from '../../lib/record-form';

/** The History panel under a record's edit page (the record of the route's id); refreshed when the record is saved. */
export function RecordHistory({ recordType }: { recordType: ProductionType }) {
  const id = useRecordId();
  const valid = id !== null && Number.isInteger(id) && id > 0;
  const history = useQuery({ queryKey: productionHistoryKey(id ?? 0), queryFn: () => getProductionHistory(id!), enabled: valid });
  if (!valid) return null;
  return <HistoryPanel entries={history.data} error={history.isError} recordType={recordType} />;
}
