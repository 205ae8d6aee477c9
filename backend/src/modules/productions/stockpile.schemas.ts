import { z } from 'zod';
import { PAYROLL_PROFILE_MESSAGES } from '@groundwork/shared/domain';
import { queryInstant } from '../../platform/validation/query-params';
import { isTimeZone } from '../../platform/validation/time-zone';

/** GET /api/jobs/stockpile and /api/jobs/{id}/stockpile: an optional range of production dates (days inclusive). */
export const stockpileQuerySchema = z.object({
  producedStartsAt: queryInstant(),
  producedEndsAt: queryInstant(true),
});
export type StockpileQuery = z.output<typeof stockpileQuerySchema>;

export const UNKNOWN_TIME_ZONE = PAYROLL_PROFILE_MESSAGES.unknownTimeZone;

/** GET /api/jobs/{id}/budget-against-actual: the IANA zone whose Sunday-to-Saturday weeks the hours are summed in (UTC by default). */
export const budgetQuerySchema = z.object({
  timeZone: z.preprocess(
    (v) => (v === '' || v === undefined ? 'UTC' : v),
    z.string().max(64).refine(isTimeZone, UNKNOWN_TIME_ZONE),
  ),
});
export type BudgetQuery = z.output<typeof budgetQuerySchema>;
