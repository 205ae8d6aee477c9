import { z } from 'zod';
import { MESSAGES } from '@groundwork/shared/domain';
import { queryFlag, queryInstant } from '../../platform/validation/query-params';

/**
 * GET /api/jobs/{id}/job-cost: an optional range of record dates (a day is inclusive; absent: the whole job) and the
 * basis (approvedOnly: only approved time records; otherwise every time record that is not declined).
 */
export const jobCostQuerySchema = z
  .object({
    startsAt: queryInstant(),
    endsAt: queryInstant(true),
    approvedOnly: queryFlag(),
  })
  .refine(
    (q) => !q.startsAt || !q.endsAt || (q.endsAt.inclusive ? q.endsAt.at >= q.startsAt.at : q.endsAt.at > q.startsAt.at),
    { path: ['endsAt'], message: MESSAGES.endBeforeStart },
  );
export type JobCostQuery = z.output<typeof jobCostQuerySchema>;
