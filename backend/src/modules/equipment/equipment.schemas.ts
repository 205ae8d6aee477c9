import { z } from 'zod';
import { queryFlag, queryText } from '../../platform/validation/query-params';

/** GET /api/equipment: excludeInactive, and the uniqueness lookup by name. */
export const equipmentListQuerySchema = z.object({ excludeInactive: queryFlag(), name: queryText() });
export type EquipmentListQuery = z.output<typeof equipmentListQuerySchema>;

export const equipmentGetQuerySchema = z.object({ includeJobUtilization: queryFlag() });
export type EquipmentGetQuery = z.output<typeof equipmentGetQuerySchema>;
