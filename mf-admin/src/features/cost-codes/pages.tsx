import { withQueryClient } from '../../query';
import { CostCodeFormPage } from './CostCodeFormPage';
import { CostCodeListPage } from './CostCodeListPage';

/** The cost code screens as the route table mounts them. */
export const CostCodeList = withQueryClient(CostCodeListPage);
export const CostCodeAdd = withQueryClient(() => <CostCodeFormPage key="add" />);
export const CostCodeEdit = withQueryClient(() => <CostCodeFormPage key="edit" />);
