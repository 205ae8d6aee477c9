import { z } from 'zod';
import { materialHaulingSchema, optionalDay, optionalId, optionalTimestamp, productionSchema, requiredId, requiredTimestamp, timeRecordSchema, VALIDATION_MESSAGES } from '@groundwork/shared/validation';
import { INVOICE_STATUSES, MESSAGES, PRODUCTION_TYPES } from '@groundwork/shared/domain';
import { queryFlag, queryId, queryInstant } from '../../platform/validation/query-params';
import { timeZoneField } from '../payroll/payroll.schemas';
import { RECORD_MESSAGES } from './records.messages';

/** GET /api/jobs/{id}/productions */
export const jobProductionsQuerySchema = z.object({
  includeJob: queryFlag(),
  includeCostCodes: queryFlag(),
  includeProductionRequests: queryFlag(),
  producedStartsAt: queryInstant(),
  producedEndsAt: queryInstant(true),
});
export type JobProductionsQuery = z.output<typeof jobProductionsQuerySchema>;

/**
 * GET /api/jobs/productions/time-records: an employee's (or everyone's) time records in a required range, or in the
 * pay period containing queryDate (docs/payroll-file.md "Pay period"). isForPayroll: only employees on payroll.
 * Equipment lines always come with the records; includeProductionEquipment is accepted for the spec's callers.
 */
export const timeRecordsQuerySchema = z
  .object({
    userId: queryId(),
    startsAt: queryInstant(),
    endsAt: queryInstant(true),
    includeJob: queryFlag(),
    includeCostCodes: queryFlag(),
    includeProductionRequests: queryFlag(),
    includeProductionEquipment: queryFlag(),
    isForPayroll: queryFlag(),
    queryDate: z.preprocess((v) => (v === '' ? undefined : v), optionalDay()),
    timeZone: timeZoneField(),
  })
  .refine((q) => q.startsAt !== undefined || q.queryDate, { path: ['startsAt'], message: MESSAGES.selectDateRange })
  .refine((q) => q.endsAt !== undefined || q.queryDate, { path: ['endsAt'], message: MESSAGES.selectDateRange });
export type TimeRecordsQuery = z.output<typeof timeRecordsQuerySchema>;

/**
 * GET /api/jobs/productions: the records of every job in a required range (the reports: manager, subcontractor,
 * spread, foreman), narrowed by job, employee, type, a manager's team or the subcontractors.
 */
export const productionsQuerySchema = z
  .object({
    includeJob: queryFlag(),
    includeCostCodes: queryFlag(),
    includeWorkType: queryFlag(),
    includeProductionEquipment: queryFlag(),
    producedStartsAt: queryInstant(),
    producedEndsAt: queryInstant(true),
    managerId: queryId(),
    isForSubcontractor: queryFlag(),
    type: z.preprocess((v) => (v === '' ? undefined : v), z.enum(PRODUCTION_TYPES, { error: RECORD_MESSAGES.productionType }).optional()),
    jobId: queryId(),
    userId: queryId(),
  })
  .refine((q) => q.producedStartsAt !== undefined, { path: ['producedStartsAt'], message: MESSAGES.selectDateRange })
  .refine((q) => q.producedEndsAt !== undefined, { path: ['producedEndsAt'], message: MESSAGES.selectDateRange });
export type ProductionsQuery = z.output<typeof productionsQuerySchema>;

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
  isApproved: z.boolean({ error: VALIDATION_MESSAGES.approvalChoice }).nullable().optional(),
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
