import { z } from 'zod';
import { materialHaulingSchema, optionalId, optionalTimestamp, productionSchema, requiredId, requiredTimestamp, timeRecordSchema } from '@groundwork/shared/validation';
import { INVOICE_STATUSES, MESSAGES } from '@groundwork/shared/domain';
import { queryFlag, queryId, queryInstant } from '../../platform/validation/query-params';

/** GET /api/jobs/{id}/productions */
export const jobProductionsQuerySchema = z.object({
  includeJob: queryFlag(),
  includeCostCodes: queryFlag(),
  includeProductionRequests: queryFlag(),
  producedStartsAt: queryInstant(),
  producedEndsAt: queryInstant(true),
});
export type JobProductionsQuery = z.output<typeof jobProductionsQuerySchema>;

/** GET /api/jobs/productions/time-records: an employee's (or everyone's) time records in a required range. */
export const timeRecordsQuerySchema = z
  .object({
    userId: queryId(),
    startsAt: queryInstant(),
    endsAt: queryInstant(true),
    includeJob: queryFlag(),
    includeCostCodes: queryFlag(),
    includeProductionRequests: queryFlag(),
  })
  .refine((q) => q.startsAt !== undefined, { path: ['startsAt'], message: MESSAGES.selectDateRange })
  .refine((q) => q.endsAt !== undefined, { path: ['endsAt'], message: MESSAGES.selectDateRange });
export type TimeRecordsQuery = z.output<typeof timeRecordsQuerySchema>;

/** The body schema of each record type (absent type: Production). */
export const RECORD_SCHEMAS = {
  Production: productionSchema,
  'Time Record': timeRecordSchema,
  'Material Hauling': materialHaulingSchema,
} as const;
export type RecordType = keyof typeof RECORD_SCHEMAS;
export type RecordInput = z.output<(typeof RECORD_SCHEMAS)[RecordType]>;

/** The state fields a PUT may carry beside (or instead of) the record: each change needs its own permission. */
export const recordStateSchema = z.object({
  isApproved: z.boolean({ error: 'Please choose Approved, Declined or not processed.' }).nullable().optional(),
  exportedAt: optionalTimestamp(),
  invoiceStatus: z.enum(INVOICE_STATUSES).optional(),
});
/**
 * What POST /api/jobs/{id}/productions accepts (declared for the API document and the fuzz test; the service validates
 * with the schema of the body's type): a record of one type, its job from the path.
 */
export const recordCreateBodySchema = z.union([
  productionSchema.omit({ jobId: true }), timeRecordSchema.omit({ jobId: true }), materialHaulingSchema.omit({ jobId: true }),
]);

/** What PUT /api/jobs/productions/{id} accepts: the state fields alone, or the whole record (of its stored type) with them. */
export const recordUpdateBodySchema = z.union([
  recordStateSchema,
  productionSchema.omit({ type: true }).extend(recordStateSchema.shape),
  timeRecordSchema.omit({ type: true }).extend(recordStateSchema.shape),
  materialHaulingSchema.omit({ type: true }).extend(recordStateSchema.shape),
]);

export type RecordStateInput = z.output<typeof recordStateSchema>;
export const RECORD_STATE_KEYS = ['isApproved', 'exportedAt', 'invoiceStatus'] as const;

/** POST /api/jobs/productions/_match: the employee's period, and the record being edited (id or excludeId). */
export const matchSchema = z.object({
  userId: requiredId(),
  producedAt: requiredTimestamp(),
  producedEndsAt: requiredTimestamp(),
  excludeId: optionalId(),
  id: optionalId(),
});
export type MatchInput = z.output<typeof matchSchema>;
