import { withQueryClient } from '../../query';
import { ContentFormPage } from './ContentFormPage';
import { ContentListPage } from './ContentListPage';
import { EQUIPMENT_CATEGORIES, WORK_TYPES } from './kinds';

/** The contents screens as the route table mounts them (one export per route). */
export const WorkTypesList = withQueryClient(() => <ContentListPage kind={WORK_TYPES} />);
export const WorkTypeForm = withQueryClient(() => <ContentFormPage key="work-type" kind={WORK_TYPES} />);
export const EquipmentCategoriesList = withQueryClient(() => <ContentListPage kind={EQUIPMENT_CATEGORIES} />);
export const EquipmentCategoryForm = withQueryClient(() => <ContentFormPage key="category" kind={EQUIPMENT_CATEGORIES} />);
