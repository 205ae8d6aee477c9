import { z } from 'zod';
import { queryFlag, queryInstant } from '../../platform/validation/query-params';

/**
 * GET /api/jobs/{id}/production-requests and GET /api/jobs/production-requests: ?isPending&requestAt&requestEndsAt, and
 * excludeTimeOff (leave out the shifts on an approved time off of their employee: Missing Timecards).
 */
export const requestsQuerySchema = z.object({
  isPending: queryFlag(), requestAt: queryInstant(), requestEndsAt: queryInstant(true), excludeTimeOff: queryFlag(),
});
export type RequestsQuery = z.output<typeof requestsQuerySchema>;

/** GET /api/users/{id}/production-requests?startsAt&endsAt&includeSubmitted&includeProduction */
export const userRequestsQuerySchema = z.object({
  startsAt: queryInstant(),
  endsAt: queryInstant(true),
  includeSubmitted: queryFlag(),
  includeProduction: queryFlag(),
});
export type UserRequestsQuery = z.output<typeof userRequestsQuerySchema>;
