import { withQueryClient } from '../../query';
import { ProductionFormPage } from './ProductionFormPage';

/** The production screens as the route table mounts them. */
export const ProductionAdd = withQueryClient(() => <ProductionFormPage key="add" />);
export const ProductionEdit = withQueryClient(() => <ProductionFormPage key="edit" />);
