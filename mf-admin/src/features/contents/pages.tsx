import { withQueryClient } from '../../query';
import { ContentFormPage } from './ContentFormPage';
import { ContentListPage } from './ContentListPage';
import { EQUIPMENT_CATEGORIES, WORK_TYPES } from './kinds';
import { OVERTIME_POLICIES_LIST } from './overtime-policies/kind';
import { OvertimePolicyFormPage } from './overtime-policies/OvertimePolicyFormPage';

/** The contents screens as the route table mounts them (one export per route). */
export const WorkTypesList = withQueryClient(() => <ContentListPage kind={WORK_TYPES} />);
export const WorkTypeForm = withQueryClient(() => <ContentFormPage key="work-type" kind={WORK_TYPES} />);
export const EquipmentCategoriesList = withQueryClient(() => <ContentListPage kind={EQUIPMENT_CATEGORIES} />);
export const EquipmentCategoryForm = withQueryClient(() => <ContentFormPage key="category" kind={EQUIPMENT_CATEGORIES} />);
export const OvertimePoliciesList = withQueryClient(() => <ContentListPage kind={OVERTIME_POLICIES_LIST} />);
export const OvertimePolicyForm = withQueryClient(OvertimePolicyFormPage);
