import { Stack } from '@groundwork/shared/ui';
import { withQueryClient } from '../../query';
import { ProductionFormPage } from './ProductionFormPage';
import { RecordHistory } from './RecordHistory';

/** The production screens as the route table mounts them; the edit page shows the record's history below. */
export const ProductionAdd = withQueryClient(() => <ProductionFormPage key="add" />);
export const ProductionEdit = withQueryClient(() => (
  <Stack $gap={5}>
    <ProductionFormPage key="edit" />
    <RecordHistory recordType="Production" />
  </Stack>
));
