import { z } from 'zod';
import { queryFlag, queryId, queryInstant, queryText } from '../../platform/validation/query-params';

/**
 * GET /api/time-offs: `userId, startsAt, endsAt` (one employee's, the Time Offs screen and My Schedule) or
 * `startsAt, endsAt, managerId, isPendingOnly` (the report); `cacheKey` (the spec's client busts caches with it)
 * is accepted and ignored. The period is the days the time offs must overlap; day bounds are inclusive.
 */
export const timeOffsQuerySchema = z.object({
  userId: queryId(),
  managerId: queryId(),
  startsAt: queryInstant(),
  endsAt: queryInstant(true),
  isPendingOnly: queryFlag(),
  cacheKey: queryText(),
});
export type TimeOffsQuery = z.output<typeof timeOffsQuerySchema>;
