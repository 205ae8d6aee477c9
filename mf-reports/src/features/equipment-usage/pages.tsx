import { withQueryClient } from '../../query';
import { EquipmentUsagePage } from './EquipmentUsagePage';

/** The equipment usage screen as the route table mounts it (/reports/equipment-usage and /reports/equipment-usage-report). */
export const EquipmentUsage = withQueryClient(EquipmentUsagePage);
