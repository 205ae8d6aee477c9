import { z } from 'zod';
import { queryFlag, queryId, queryText } from '../../platform/validation/query-params';

/** GET /api/cost-codes: includeJob, and the uniqueness lookup by name (within jobId). */
export const costCodeListQuerySchema = z.object({ includeJob: queryFlag(), name: queryText(), jobId: queryId() });
export type CostCodeListQuery = z.output<typeof costCodeListQuerySchema>;
