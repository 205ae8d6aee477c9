import { z } from 'zod';
import { queryFlag, queryInstant, queryText } from '../../platform/validation/query-params';

/** The include flags of GET /api/jobs and GET /api/jobs/{id}. */
const includeFlags = {
  includeAssignedUsers: queryFlag(),
  includeCostCodes: queryFlag(),
  includeEquipmentUtilization: queryFlag(),
  includeProductions: queryFlag(),
  /** Limit the included productions to this range (a day or an instant). */
  producedStartsAt: queryInstant(),
  producedEndsAt: queryInstant(true),
  excludeDone: queryFlag(),
  /**
   * Adds `upcomingShiftCount`: the job's scheduled shifts of today and later (the company's day), which deleting the
   * job removes; the job list's delete confirmation says how many.
   */
  includeUpcomingShiftCount: queryFlag(),
};

export const jobListQuerySchema = z.object({ ...includeFlags, name: queryText() });
export type JobListQuery = z.output<typeof jobListQuerySchema>;

export const jobGetQuerySchema = z.object(includeFlags);
export type JobGetQuery = z.output<typeof jobGetQuerySchema>;
