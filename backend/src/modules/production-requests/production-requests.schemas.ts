import { z } from 'zod';
import { queryFlag, queryInstant } from '../../platform/validation/query-params';

/** GET /api/jobs/{id}/production-requests?isPending&requestAt&requestEndsAt */
export const jobRequestsQuerySchema = z.object({ isPending: queryFlag(), requestAt: queryInstant(), requestEndsAt: queryInstant(true) });
export type JobRequestsQuery = z.output<typeof jobRequestsQuerySchema>;
