import { withQueryClient } from '../../query';
import { EquipmentDetailPage } from './EquipmentDetailPage';
import { EquipmentFormPage } from './EquipmentFormPage';
import { EquipmentListPage } from './EquipmentListPage';

/** The equipment screens as the route table mounts them. */
export const EquipmentList = withQueryClient(EquipmentListPage);
export const EquipmentAdd = withQueryClient(() => <EquipmentFormPage key="add" />);
export const EquipmentEdit = withQueryClient(() => <EquipmentFormPage key="edit" />);
export const EquipmentDetail = withQueryClient(EquipmentDetailPage);
