import { z } from 'zod';
import { queryFlag, queryInstant, queryText } from '../../platform/validation/query-params';

/**
 * GET /api/equipment: excludeInactive, the uniqueness lookup by name, and the equipment usage report's lines
 * (includeEquipmentUsage) of the records produced in the range (producedStartsAt, producedEndsAt: a day is inclusive).
 */
export const equipmentListQuerySchema = z.object({
  excludeInactive: queryFlag(),
  name: queryText(),
  includeEquipmentUsage: queryFlag(),
  producedStartsAt: queryInstant(),
  producedEndsAt: queryInstant(true),
});
export type EquipmentListQuery = z.output<typeof equipmentListQuerySchema>;

export const equipmentGetQuerySchema = z.object({ includeJobUtilization: queryFlag() });
export type EquipmentGetQuery = z.output<typeof equipmentGetQuerySchema>;
