import { z } from 'zod';
import { PAYROLL_PROFILE_MESSAGES } from '@groundwork/shared/domain';
import { registerServerMessages } from '@groundwork/shared/i18n/server';
import { requiredDay, requiredId, requiredTimestamp } from '@groundwork/shared/validation';
import { isTimeZone } from '../../platform/validation/time-zone';
import { PAYROLL_FILE_KINDS } from './payroll-export.entity';

/**
 * An IANA time zone the server knows: the zone the period's days and the lines' work dates are seen in. Absent, the
 * company's own `timeZone` (companyZone).
 */
export const timeZoneField = () =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string({ error: PAYROLL_PROFILE_MESSAGES.unknownTimeZone })
      .trim()
      .max(64, PAYROLL_PROFILE_MESSAGES.unknownTimeZone)
      .refine(isTimeZone, PAYROLL_PROFILE_MESSAGES.unknownTimeZone)
      .optional()
      .transform((v) => v || undefined),
  );

/** The most time records one Download Filtered names. */
export const MAX_EXPORT_IDS = 10_000;

/** Download Filtered's records (`productionIds`): none given, or more than one export takes. */
export const EXPORT_RECORDS_MESSAGES = {
  none: 'Please choose at least one time record to export.',
  tooMany: (max: number) => `Download Filtered takes at most ${max} time records: narrow the filters or use Download All.`,
} as const;
registerServerMessages('EXPORT_RECORDS_MESSAGES', EXPORT_RECORDS_MESSAGES);

/** POST /api/payroll-exports */
export const payrollExportSchema = z.object({
  kind: z.enum(PAYROLL_FILE_KINDS, { error: PAYROLL_PROFILE_MESSAGES.exportKind }),
  /** The report date: the header's date and the file name's. */
  date: requiredDay(),
  /** A day is its midnight in timeZone; a time without an offset is read in timeZone. */
  startsAt: requiredTimestamp(),
  /** A day is inclusive (up to the next midnight in timeZone); an instant is inclusive. */
  endsAt: requiredTimestamp(),
  /** Download Filtered: only these records (still only the approved, not yet exported ones). */
  productionIds: z.array(requiredId())
    .min(1, EXPORT_RECORDS_MESSAGES.none)
    .max(MAX_EXPORT_IDS, EXPORT_RECORDS_MESSAGES.tooMany(MAX_EXPORT_IDS))
    .optional(),
  timeZone: timeZoneField(),
});
export type PayrollExportInput = z.output<typeof payrollExportSchema>;

/** GET /api/payroll-exports */
export const payrollExportsQuerySchema = z.object({
  kind: z.enum(PAYROLL_FILE_KINDS, { error: PAYROLL_PROFILE_MESSAGES.exportKind }).optional(),
});
export type PayrollExportsQuery = z.output<typeof payrollExportsQuerySchema>;

/** GET /api/payroll-exports/overtime-gaps: the period as an export names it. */
export const overtimeGapsQuerySchema = z.object({
  startsAt: requiredTimestamp(),
  endsAt: requiredTimestamp(),
  timeZone: timeZoneField(),
});
export type OvertimeGapsQuery = z.output<typeof overtimeGapsQuerySchema>;
