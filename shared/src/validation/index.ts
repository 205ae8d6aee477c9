/**
 * @groundwork/shared/validation: the validation schemas of every form and API body, with the spec's exact messages.
 * One source for the browser's forms and the server's pipes: the server applies the same schema and answers 400 with
 * `errors: {field: message}` built by `fieldErrors`. Kept out of @groundwork/shared/domain so that the login page,
 * which needs the domain's constants, does not load zod.
 */
import { z } from 'zod';
import {
  ALL_PERMISSIONS, CAR_TYPES, CONSTANTS, CSV_HEADER_STYLES, isSunday, PAYROLL_PROFILE_MESSAGES, elapsedHours, EMPLOYMENT_TYPES, EQUIPMENT_CLASSES, INVOICE_STATUSES, isFutureDay,
  JOB_STATUSES, LANGUAGES, LIMITS, MESSAGES, NUMBER_DIGITS, OWNERSHIP_TYPES, OWNERSHIP_TYPE_DEFAULT, PAY_TYPES, SCHEDULE_MESSAGES,
  TIME_OFF_MAX_DAYS, TIME_OFF_MESSAGES, TIME_OFF_TYPES, WORK_CLASS_CODES, localDay, timeOffDayCount, timeOffLatestDay,
  isOvertimePolicyId, isTimeZone, OVERTIME_RATES, OVERTIME_SETTINGS_MESSAGES, WEEKDAYS,
} from '@groundwork/shared/domain';
import { MONEY_MESSAGES, VALIDATION_MESSAGES } from './messages';

const REQ = MESSAGES.required;
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const blankToNull = (v: unknown) => (v === '' ? null : v);
const numeric = (v: unknown) => {
  if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return undefined;
  if (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v))) return Number(v);
  return v;
};

/** A required, trimmed text with an optional maximum length. */
export function requiredText(max?: number, requiredMessage: string = REQ) {
  const s = z.string({ error: requiredMessage }).trim().min(1, requiredMessage);
  return max ? s.max(max, MESSAGES.maxChars(max)) : s;
}

/** An optional text: empty becomes null. */
export function optionalText(max?: number) {
  const s = max ? z.string().trim().max(max, MESSAGES.maxChars(max)) : z.string().trim();
  return z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), s.nullable().optional());
}

/** A required number: absent or blank says `message` (required), anything else that is not a number says so. */
/** One of the option list's values: missing reads "This field is required.", anything else "Please select one of the options.". */
export function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? REQ : MESSAGES.invalidChoice),
  });
}

/** A number its column holds: fewer than `digits` digits before the decimal point, once rounded to cents. */
const fitsDigits = (digits: number | undefined) => (n: number) => digits === undefined || Math.abs(n) < 10 ** digits - 0.005;
const digitsMessage = (digits: number | undefined) => MESSAGES.maxDigits(digits ?? 0);

/** Options of a number field: at most `digits` digits before the point; `nonNegative` refuses a number below 0. */
interface NumberOptions {
  digits?: number;
  nonNegative?: boolean;
}
const atLeastZero = (nonNegative: boolean | undefined) => (n: number) => !nonNegative || n >= 0;

export const requiredNumber = (message: string = REQ, { digits, nonNegative }: NumberOptions = {}) =>
  z.preprocess(
    numeric,
    z.number({ error: (issue) => (issue.input === undefined ? message : MESSAGES.notANumber) })
      .refine(Number.isFinite, MESSAGES.notANumber)
      .refine(atLeastZero(nonNegative), VALIDATION_MESSAGES.numberNegative)
      .refine(fitsDigits(digits), digitsMessage(digits)),
  );
export const optionalNumber = ({ digits, nonNegative }: NumberOptions = {}) =>
  z.preprocess(
    (v) => (v === '' || v === null ? null : numeric(v)),
    z.number({ error: MESSAGES.notANumber })
      .refine(atLeastZero(nonNegative), VALIDATION_MESSAGES.numberNegative)
      .refine(fitsDigits(digits), digitsMessage(digits))
      .nullable()
      .optional(),
  );
export { MONEY_MESSAGES, VALIDATION_MESSAGES } from './messages';

const hasCents = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/** An optional amount of money: empty for none, else 0 or more, in cents, fitting `digits` digits before the point. */
export const optionalMoney = ({ digits }: { digits: number }) =>
  z.preprocess(
    (v) => (v === '' || v === null ? null : numeric(v)),
    z.number({ error: MESSAGES.notANumber })
      .refine(Number.isFinite, MESSAGES.notANumber)
      .refine((n) => n >= 0, MONEY_MESSAGES.notNegative)
      .refine(hasCents, MONEY_MESSAGES.cents)
      .refine(fitsDigits(digits), digitsMessage(digits))
      .nullable()
      .optional(),
  );
/**
 * An id given as a number: not a number or a fraction says VALIDATION_MESSAGES.id; below 1 or past the largest an
 * integer column holds says the limit ("Value must be at least 1.", "Value must be at most 2147483647."). The bounds
 * come before the whole-number check, so that a number past JavaScript's safe integers names LIMITS.maxId. An absent
 * one says `absent` (default: the id message).
 */
export const idNumber = (absent: string = VALIDATION_MESSAGES.id) =>
  z.number({ error: (issue) => (issue.input === undefined ? absent : issue.code === 'invalid_type' ? VALIDATION_MESSAGES.id : undefined) })
    .min(1, VALIDATION_MESSAGES.atLeast(1)).max(LIMITS.maxId, VALIDATION_MESSAGES.atMost(LIMITS.maxId)).int(VALIDATION_MESSAGES.id);
/**
 * A required id: absent or blank says `message` ("This field is required." unless the field has its own); a given one
 * that is not an id says what is wrong, as idNumber does.
 */
export const requiredId = (message: string = REQ) => z.preprocess(numeric, idNumber(message));
export const optionalId = () => z.preprocess((v) => (v === '' || v === null ? null : numeric(v)), idNumber().nullable().optional());
export const requiredBoolean = () => z.boolean({ error: REQ });

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const DATE_FORMAT_MESSAGE = VALIDATION_MESSAGES.dateFormat;
export const DATE_MISSING_DAY_MESSAGE = VALIDATION_MESSAGES.missingDay;

/**
 * Whether a text starting 'YYYY-MM-DD' names a day of the calendar: no 30 February, month 13 or year 0 (JavaScript
 * would roll such a date over to another day, PostgreSQL refuses it).
 */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return year >= 1 && days !== undefined && day >= 1 && day <= days;
}

/** A 'YYYY-MM-DD' text that names a real day. */
const calendarDay = (formatMessage: string, missingMessage: string) =>
  z.string({ error: formatMessage }).regex(DAY, formatMessage).refine(isCalendarDay, missingMessage);

/** An optional 'YYYY-MM-DD' day. */
export const optionalDay = () =>
  z.preprocess(blankToNull, calendarDay(DATE_FORMAT_MESSAGE, DATE_MISSING_DAY_MESSAGE).nullable().optional());
/** A required 'YYYY-MM-DD' day. */
export const requiredDay = () => z.string({ error: REQ }).pipe(calendarDay(DATE_FORMAT_MESSAGE, DATE_MISSING_DAY_MESSAGE));

/** A 'YYYY-MM-DD' day or an ISO timestamp, with or without its offset. */
export const TIMESTAMP_PATTERN = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const TIMESTAMP = TIMESTAMP_PATTERN;
export const TIMESTAMP_MESSAGE = VALIDATION_MESSAGES.timestamp;
/** A date or timestamp text that names a real day and a time JavaScript can read. */
export const isTimestamp = (v: string): boolean => isCalendarDay(v) && !Number.isNaN(new Date(v).getTime());
/** A required date or timestamp. */
export const requiredTimestamp = () =>
  z
    .string({ error: REQ })
    .min(1, REQ)
    .regex(TIMESTAMP, TIMESTAMP_MESSAGE)
    .refine(isTimestamp, TIMESTAMP_MESSAGE);
/** A required date or timestamp that is not in the future (the user's own day, see isFutureDay). */
export const pastOrTodayTimestamp = () => requiredTimestamp().refine((v) => !isFutureDay(v), MESSAGES.futureDate);
export const optionalTimestamp = () =>
  z.preprocess(
    blankToNull,
    z.string().regex(TIMESTAMP, TIMESTAMP_MESSAGE).refine(isTimestamp, TIMESTAMP_MESSAGE).nullable().optional(),
  );

/** Per-field messages of a failed parse: the first message of each field path ('a.0.b'); '' for the whole body. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/**
 * The field messages still to show once some fields changed: those whose key `goes` are dropped (the next Save or
 * Preview checks them again). The same object comes back when none goes, so a form's state does not change for nothing.
 */
export function withoutMessages(errors: Record<string, string>, goes: (key: string) => boolean): Record<string, string> {
  const kept = Object.entries(errors).filter(([key]) => !goes(key));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}

// ---------------------------------------------------------------- sign-in

export const loginSchema = z.object({
  username: requiredText(),
  password: z.string({ error: REQ }).min(1, REQ),
  clientKey: z.string().optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const switchCompanySchema = z.object({ companyId: requiredId() });

// ---------------------------------------------------------------- companies, roles, contents

const IMAGE_DATA_URL = /^data:image\/(png|jpe?g|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=\s]+$/;
export const LOGO_TYPE_MESSAGE = VALIDATION_MESSAGES.logoType;
export const LOGO_SIZE_MESSAGE = VALIDATION_MESSAGES.logoSize(Math.round(CONSTANTS.logoMaxBytes / 1024));

export const companySchema = z.object({
  name: requiredText(LIMITS.companyName),
  description: requiredText(255),
  payrollHeader: requiredText(LIMITS.payrollHeader),
  // The export profile (docs/payroll-file.md "Export profiles"); absent keeps the stored value (new company: defaults).
  payPeriodStartsOn: z
    .string({ error: REQ })
    .refine(isSunday, PAYROLL_PROFILE_MESSAGES.payPeriodStartsOnSunday)
    .optional(),
  rentalEquipmentJob: optionalText(LIMITS.rentalEquipmentJob),
  includeRentalEquipment: z.boolean({ error: PAYROLL_PROFILE_MESSAGES.includeRentalEquipment }).optional(),
  csvHeaderStyle: choice(CSV_HEADER_STYLES).optional(),
  // Overtime (docs/overtime.md): absent keeps the stored value (new company: UTC and none). A custom policy's id is
  // checked against the company's own policies by the server.
  timeZone: z.string({ error: OVERTIME_SETTINGS_MESSAGES.timeZone }).refine(isTimeZone, OVERTIME_SETTINGS_MESSAGES.timeZone).optional(),
  overtimePolicy: z
    .string({ error: OVERTIME_SETTINGS_MESSAGES.overtimePolicy })
    .refine((id) => isOvertimePolicyId(id), OVERTIME_SETTINGS_MESSAGES.overtimePolicy)
    .optional(),
  logo: z.preprocess(blankToNull, z.string().regex(IMAGE_DATA_URL, LOGO_TYPE_MESSAGE).nullable().optional()),
  // Job cost (docs/job-cost.md): absent keeps the stored value (new company: 0 % and 2080 hours).
  laborBurdenPercent: z.preprocess(
    numeric,
    z.number({ error: MONEY_MESSAGES.laborBurdenPercent }).min(0, MONEY_MESSAGES.laborBurdenPercent)
      .max(100, MONEY_MESSAGES.laborBurdenPercent).refine(hasCents, MONEY_MESSAGES.laborBurdenPercent).optional(),
  ),
  salariedHoursPerYear: z.preprocess(
    numeric,
    z.number({ error: MONEY_MESSAGES.salariedHoursPerYear }).int(MONEY_MESSAGES.salariedHoursPerYear)
      .min(1, MONEY_MESSAGES.salariedHoursPerYear).max(8784, MONEY_MESSAGES.salariedHoursPerYear).optional(),
  ),
});
export type CompanyInput = z.infer<typeof companySchema>;

export const roleSchema = z.object({
  name: requiredText(LIMITS.roleName),
  description: requiredText(255),
  permissions: z
    .array(z.object({ name: z.enum(ALL_PERMISSIONS as [string, ...string[]], { error: VALIDATION_MESSAGES.unknownPermission }) }))
    .default([]),
});
export type RoleInput = z.infer<typeof roleSchema>;

export const workTypeSchema = z.object({
  name: requiredText(LIMITS.contentName),
  isEquipmentRequired: z.boolean().default(false),
});
export type WorkTypeInput = z.infer<typeof workTypeSchema>;

/** Hours of a threshold: empty for none, else between 0.25 and `max`, in hundredths. */
const thresholdHours = (max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? null : numeric(v)),
    z.number({ error: OVERTIME_SETTINGS_MESSAGES.threshold }).min(0.25, OVERTIME_SETTINGS_MESSAGES.threshold)
      .max(max, OVERTIME_SETTINGS_MESSAGES.threshold)
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, OVERTIME_SETTINGS_MESSAGES.threshold).nullable(),
  );

/** A company-defined overtime policy (Contents > Overtime policies; docs/overtime.md "Company-defined policies"). */
export const overtimePolicySchema = z.object({
  name: requiredText(LIMITS.companyName),
  dailyOvertimeAfter: thresholdHours(24),
  dailyDoubleTimeAfter: thresholdHours(24),
  weeklyOvertimeAfter: thresholdHours(168),
  weekdayRates: z.array(choice(OVERTIME_RATES), { error: OVERTIME_SETTINGS_MESSAGES.weekdayRates })
    .length(WEEKDAYS.length, OVERTIME_SETTINGS_MESSAGES.weekdayRates),
  holidayRate: z.preprocess(blankToNull, choice(OVERTIME_RATES).nullable().default(null)),
  holidayRegion: z.preprocess(
    blankToNull,
    z.string().regex(/^[A-Z]{2}(-[A-Z0-9]{1,3})?$/, OVERTIME_SETTINGS_MESSAGES.holidayRegion).nullable().default(null),
  ),
  union: optionalText(LIMITS.union),
}).refine(
  (v) => v.dailyOvertimeAfter === null || v.dailyDoubleTimeAfter === null || v.dailyDoubleTimeAfter > v.dailyOvertimeAfter,
  { path: ['dailyDoubleTimeAfter'], message: OVERTIME_SETTINGS_MESSAGES.doubleAfterOvertime },
);
export type OvertimePolicyInput = z.infer<typeof overtimePolicySchema>;

export const equipmentCategorySchema = z.object({ name: requiredText(LIMITS.contentName) });
export type EquipmentCategoryInput = z.infer<typeof equipmentCategorySchema>;

// ---------------------------------------------------------------- users

const userFields = {
  name: requiredText(LIMITS.userName),
  employeeCode: requiredText(LIMITS.employeeCode),
  employmentType: z.preprocess(blankToUndefined, choice(EMPLOYMENT_TYPES).nullable().optional()),
  payType: z.preprocess(blankToUndefined, choice(PAY_TYPES).nullable().optional()),
  payRate: optionalMoney({ digits: NUMBER_DIGITS.payRate }),
  workTypeId: optionalId(),
  workClass: choice(WORK_CLASS_CODES),
  union: optionalText(LIMITS.union),
  carType: z.preprocess(blankToUndefined, choice(CAR_TYPES).nullable().optional()),
  mobile: optionalText(LIMITS.mobile),
  email: z
    .string({ error: REQ })
    .trim()
    .min(1, REQ)
    .max(LIMITS.email, MESSAGES.maxChars(LIMITS.email))
    .pipe(z.email({ error: MESSAGES.invalidEmail })),
  address: optionalText(255),
  birthdayAt: optionalDay(),
  hiredAt: optionalDay(),
  emergencyContact: optionalText(255),
  health: optionalText(255),
  username: requiredText()
    .min(LIMITS.usernameMin, MESSAGES.minChars(LIMITS.usernameMin))
    .max(LIMITS.usernameMax, MESSAGES.maxChars(LIMITS.usernameMax)),
  roleId: requiredId(),
  isOnPayroll: requiredBoolean(),
  isActive: requiredBoolean(),
  /** A subcontractor's employee. Absent: false on create, unchanged on update (clients that predate the flag). */
  isSubcontractor: z.boolean({ error: VALIDATION_MESSAGES.trueOrFalse }).optional(),
  managerIds: z.array(idNumber()).default([]),
  /** Absent: English on create, unchanged on update. */
  language: z.preprocess(blankToUndefined, choice(LANGUAGES).optional()),
};
const password = () =>
  z
    .string({ error: REQ })
    .min(1, REQ)
    .min(LIMITS.passwordMin, MESSAGES.minChars(LIMITS.passwordMin))
    .max(LIMITS.passwordMax, MESSAGES.maxChars(LIMITS.passwordMax));

export const userCreateSchema = z.object({ ...userFields, password: password() });
/** On update an absent or empty password keeps the old one. */
export const userUpdateSchema = z.object({ ...userFields, password: z.preprocess(blankToUndefined, password().optional()) });
export type UserCreateInput = z.infer<typeof userCreateSchema>;
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

/** A user's own choice of language (PUT /auth/language). */
export const languageSchema = z.object({ language: choice(LANGUAGES) });
export type LanguageInput = z.infer<typeof languageSchema>;

/** The new-user form adds a confirmation that must equal the password. */
export const userCreateFormSchema = userCreateSchema
  .extend({ confirmPassword: z.string({ error: REQ }).min(1, REQ) })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: MESSAGES.passwordsDoNotMatch });

// ---------------------------------------------------------------- jobs, equipment, cost codes

export const jobSchema = z.object({
  name: requiredText(LIMITS.jobName),
  description: requiredText(LIMITS.jobDescription),
  status: z.preprocess(blankToUndefined, choice(JOB_STATUSES).optional()),
  location: optionalText(255),
  startsAt: optionalDay(),
  endsAt: optionalDay(),
  owner: optionalText(LIMITS.jobOwner),
  numberOfWorkers: z.preprocess(numeric, z.number({ error: VALIDATION_MESSAGES.numberOfWorkers }).int(VALIDATION_MESSAGES.numberOfWorkers)
    .min(1, VALIDATION_MESSAGES.numberOfWorkers).max(LIMITS.maxId, VALIDATION_MESSAGES.numberOfWorkers).default(CONSTANTS.numberOfWorkersDefault)),
  depthDig: optionalNumber({ digits: NUMBER_DIGITS.depthDig, nonNegative: true }),
  bc1Call: optionalText(LIMITS.bc1Call),
  isMaterialHaulingEnabled: z.boolean().default(false),
})
  .refine((v) => !v.startsAt || !v.endsAt || v.endsAt >= v.startsAt, { path: ['endsAt'], message: MESSAGES.endBeforeStart });
export type JobInput = z.infer<typeof jobSchema>;

export const jobAssignmentSchema = z.object({ userId: requiredId(), assignment: optionalText(255) });
export const jobEquipmentSchema = z.object({ equipmentId: requiredId(), description: optionalText(255) });

export const EQUIPMENT_YEAR_MESSAGE = VALIDATION_MESSAGES.equipmentYear;
export const END_OF_TERM_MESSAGE = VALIDATION_MESSAGES.endOfTerm;
export const equipmentSchema = z.object({
  name: requiredText(LIMITS.equipmentName),
  description: requiredText(LIMITS.equipmentDescription, MESSAGES.equipmentDescriptionRequired),
  equipmentCategoryId: requiredId(),
  class: choice(EQUIPMENT_CLASSES),
  make: optionalText(LIMITS.equipmentMake),
  year: z.preprocess(
    (v) => (v === '' || v === null ? null : typeof v === 'number' ? String(v) : v),
    z.string().regex(/^\d{4}$/, EQUIPMENT_YEAR_MESSAGE).transform(Number).nullable().optional(),
  ),
  modelNumber: optionalText(LIMITS.equipmentModelNumber),
  serialNumber: optionalText(LIMITS.equipmentSerialNumber),
  licensePlate: optionalText(LIMITS.licensePlate),
  isRental: z.boolean().default(false),
  isActive: z.boolean().default(true),
  value: optionalMoney({ digits: NUMBER_DIGITS.equipmentValue }),
  acquiredAt: optionalDay(),
  ownershipType: z.preprocess(blankToUndefined, choice(OWNERSHIP_TYPES).default(OWNERSHIP_TYPE_DEFAULT)),
  startingHours: optionalNumber({ digits: NUMBER_DIGITS.startingHours, nonNegative: true }),
  hourlyRate: optionalMoney({ digits: NUMBER_DIGITS.hourlyRate }),
  endOfTerm: z.preprocess(blankToNull, z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, END_OF_TERM_MESSAGE).nullable().optional()),
});
export type EquipmentInput = z.infer<typeof equipmentSchema>;

const costCodeFields = {
  name: requiredText(LIMITS.costCodeName),
  description: optionalText(LIMITS.costCodeDescription),
  // The contract quantity: percent complete divides by it.
  quantity: requiredNumber(REQ, { digits: NUMBER_DIGITS.quantity, nonNegative: true }),
  unit: requiredText(LIMITS.costCodeUnit),
  isToTrackProduction: z.boolean().default(false),
  isToTrackEmployeeAndEquipmentTime: z.boolean().default(false),
  isLOA: z.boolean().default(false),
  invoicingInformation: optionalText(255),
  budgetAmount: optionalMoney({ digits: NUMBER_DIGITS.budgetAmount }),
};
export const costCodeCreateSchema = z.object({ jobId: requiredId(), ...costCodeFields });
export const costCodeUpdateSchema = z.object(costCodeFields);
export type CostCodeCreateInput = z.infer<typeof costCodeCreateSchema>;
export type CostCodeUpdateInput = z.infer<typeof costCodeUpdateSchema>;

// ---------------------------------------------------------------- productions and time records

export const productionEquipmentSchema = z.object({
  id: optionalId(),
  equipmentId: requiredId(),
  hoursUsed: requiredNumber(REQ, { digits: NUMBER_DIGITS.hoursUsed }).refine((n) => n >= 0, VALIDATION_MESSAGES.hoursNegative),
  litersOfFuel: optionalNumber({ digits: NUMBER_DIGITS.litersOfFuel }).refine((n) => n === null || n === undefined || n >= 0, VALIDATION_MESSAGES.fuelNegative),
  notes: optionalText(LIMITS.comment),
});
export type ProductionEquipmentInput = z.infer<typeof productionEquipmentSchema>;

export const productionSchema = z.object({
  type: z.literal('Production').default('Production'),
  jobId: requiredId(),
  costCodeId: requiredId(),
  producedAt: pastOrTodayTimestamp(),
  quantity: requiredNumber(REQ, { digits: NUMBER_DIGITS.quantity }),
  description: optionalText(LIMITS.comment),
  invoiceStatus: choice(INVOICE_STATUSES).optional(),
});
export type ProductionInput = z.infer<typeof productionSchema>;

export const timeRecordSchema = z.object({
  type: z.literal('Time Record'),
  jobId: requiredId(),
  costCodeId: requiredId(),
  userId: requiredId(),
  workTypeId: requiredId(),
  producedAt: pastOrTodayTimestamp(),
  producedEndsAt: optionalTimestamp(),
  quantity: requiredNumber().refine((n) => n >= 0 && n <= 24, VALIDATION_MESSAGES.hoursRange),
  description: optionalText(LIMITS.comment),
  isLunchbreakTaken: z.boolean().nullable().optional(),
  productionRequestId: optionalId(),
  invoiceStatus: choice(INVOICE_STATUSES).optional(),
  productionEquipments: z.array(productionEquipmentSchema).default([]),
});
export type TimeRecordInput = z.infer<typeof timeRecordSchema>;

/**
 * POST /api/jobs/productions/_overtime-preview: a time record's draft, with the time record's own rules (its employee,
 * cost code, times and hours), and the record it replaces when it is an edit (id).
 */
export const overtimePreviewSchema = timeRecordSchema
  .pick({ userId: true, costCodeId: true, producedAt: true, producedEndsAt: true, quantity: true, isLunchbreakTaken: true })
  .extend({ id: optionalId() });
export type OvertimePreviewInput = z.infer<typeof overtimePreviewSchema>;

export const materialHaulingSchema = z.object({
  type: z.literal('Material Hauling'),
  jobId: requiredId(),
  costCodeId: requiredId(),
  producedAt: pastOrTodayTimestamp(),
  /** Sent negative (spec 02 §7); a positive amount is taken as hauled too: the server stores -|quantity|. */
  quantity: requiredNumber(REQ, { digits: NUMBER_DIGITS.quantity }).refine((n) => n !== 0, MESSAGES.haulingQuantityZero),
  description: optionalText(LIMITS.comment),
  invoiceStatus: choice(INVOICE_STATUSES).optional(),
  userId: optionalId(),
});
export type MaterialHaulingInput = z.infer<typeof materialHaulingSchema>;

/** The records a batch (approval, invoice status) changes: 1 to CONSTANTS.recordBatchMax ids. */
const batchIds = () =>
  z
    .array(requiredId(VALIDATION_MESSAGES.selectRecordIds), { error: VALIDATION_MESSAGES.selectRecords })
    .min(1, VALIDATION_MESSAGES.selectRecords)
    .max(CONSTANTS.recordBatchMax, VALIDATION_MESSAGES.recordBatchMax(CONSTANTS.recordBatchMax));

/** POST /api/jobs/productions/_approve: approve (true), decline (false) or reset (null) the selected records. */
export const recordApprovalBatchSchema = z.object({
  ids: batchIds(),
  isApproved: z.boolean({ error: VALIDATION_MESSAGES.approvalChoice }).nullable(),
});
export type RecordApprovalBatchInput = z.infer<typeof recordApprovalBatchSchema>;

/** POST /api/jobs/productions/_invoice: one invoice status for the selected records. */
export const invoiceStatusBatchSchema = z.object({ ids: batchIds(), invoiceStatus: choice(INVOICE_STATUSES) });
export type InvoiceStatusBatchInput = z.infer<typeof invoiceStatusBatchSchema>;

// ---------------------------------------------------------------- production requests (the crew schedule)

/**
 * A shift's start and end (spec 02 §5 "Edit schedule"): an end earlier than the start is the next day (overnight);
 * an end equal to the start is refused with 'End time must be after start time!'; a shift lasts 24 hours at most.
 */
const shiftFields = { requestAt: requiredTimestamp(), requestEndsAt: requiredTimestamp() };
function shiftRules<T extends z.ZodType<{ requestAt: string; requestEndsAt: string }>>(schema: T) {
  return schema
    .refine((v) => elapsedHours(v.requestAt, v.requestEndsAt) > 0, { path: ['requestEndsAt'], message: MESSAGES.endAfterStart })
    .refine((v) => elapsedHours(v.requestAt, v.requestEndsAt) <= CONSTANTS.shiftMaxHours, {
      path: ['requestEndsAt'],
      message: SCHEDULE_MESSAGES.shiftTooLong,
    });
}

/** PATCH /api/jobs/production-requests/{id}: new times of a shift. */
export const productionRequestUpdateSchema = shiftRules(z.object(shiftFields));
export type ProductionRequestUpdateInput = z.infer<typeof productionRequestUpdateSchema>;

/** POST /api/jobs/{jobId}/production-requests: one shift (the job from the path, requestedBy from the token). */
export const productionRequestSchema = shiftRules(z.object({ userId: requiredId(), ...shiftFields }));
export type ProductionRequestInput = z.infer<typeof productionRequestSchema>;

/** POST /api/jobs/production-requests/_match: would this shift conflict? `excludeId` (alias `id`): the shift being edited. */
export const productionRequestMatchSchema = shiftRules(
  z.object({ userId: requiredId(), jobId: requiredId(), ...shiftFields, excludeId: optionalId(), id: optionalId() }),
);
export type ProductionRequestMatchInput = z.infer<typeof productionRequestMatchSchema>;

/** POST /api/jobs/{jobId}/production-requests/_batch: the whole crew build. */
export const productionRequestBatchSchema = z.object({
  requests: z
    .array(productionRequestSchema, { error: SCHEDULE_MESSAGES.batchEmpty })
    .min(1, SCHEDULE_MESSAGES.batchEmpty)
    .max(CONSTANTS.scheduleBatchMax, SCHEDULE_MESSAGES.batchTooLarge(CONSTANTS.scheduleBatchMax)),
});
export type ProductionRequestBatchInput = z.infer<typeof productionRequestBatchSchema>;

/** 'HH:mm', as a time input gives it. */
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const requiredTime = () => z.string({ error: REQ }).regex(TIME_OF_DAY, REQ);

/**
 * The crew builder's Build Crew drawer (spec 02 §5 "Crew build"): the range's start and end days, the job, the crew
 * members and the in and out times. An out time earlier than the in time is an overnight shift; an equal one is
 * refused as the Edit Schedule drawer refuses it.
 */
export const crewBuildSchema = z
  .object({
    startDay: z.string({ error: MESSAGES.selectStartRange }).regex(DAY, MESSAGES.selectStartRange),
    endDay: z.string({ error: MESSAGES.selectEndRange }).regex(DAY, MESSAGES.selectEndRange),
    jobId: requiredId(),
    userIds: z.array(z.number().int().positive(), { error: REQ }).min(1, REQ),
    startTime: requiredTime(),
    endTime: requiredTime(),
  })
  .refine((v) => v.endDay >= v.startDay, { path: ['endDay'], message: MESSAGES.endBeforeStart })
  .refine((v) => v.endTime !== v.startTime, { path: ['endTime'], message: MESSAGES.endAfterStart })
  // One shift per member and day, sent in one submission (productionRequestBatchSchema's limit): said before the preview.
  .refine((v) => timeOffDayCount(v.startDay, v.endDay) * v.userIds.length <= CONSTANTS.scheduleBatchMax, {
    path: ['endDay'],
    message: SCHEDULE_MESSAGES.batchTooLarge(CONSTANTS.scheduleBatchMax),
  });
export type CrewBuildInput = z.infer<typeof crewBuildSchema>;

/** The Edit Schedule drawer: a shift's new in and out times on its day. */
export const shiftTimesSchema = z
  .object({ startTime: requiredTime(), endTime: requiredTime() })
  .refine((v) => v.endTime !== v.startTime, { path: ['endTime'], message: MESSAGES.endAfterStart });
export type ShiftTimesInput = z.infer<typeof shiftTimesSchema>;

// ---------------------------------------------------------------- time off

/**
 * A time off request (the drawer 'New Time Off Request' and POST /api/time-offs): type and day required with the
 * spec's messages; a Holiday may span a range (end not before the start); no day later than one year after
 * `today` (timeOffLatestDay); at most TIME_OFF_MAX_DAYS days. `userId` is left out for oneself. The server passes
 * its own `today` with a day of slack (a browser's day may be ahead of the server's).
 */
export function timeOffRequestSchema(today: () => string = () => localDay()) {
  return z
    .object({
      userId: optionalId(),
      type: z.enum(TIME_OFF_TYPES, { error: MESSAGES.selectType }),
      startsAt: z.string({ error: MESSAGES.selectDate }).min(1, MESSAGES.selectDate).pipe(calendarDay(DATE_FORMAT_MESSAGE, DATE_MISSING_DAY_MESSAGE)),
      endsAt: z.preprocess(blankToNull, calendarDay(DATE_FORMAT_MESSAGE, DATE_MISSING_DAY_MESSAGE).nullable().optional()),
      comments: optionalText(LIMITS.comment),
    })
    .superRefine((v, ctx) => {
      const end = v.endsAt ?? v.startsAt;
      if (end < v.startsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: MESSAGES.endBeforeStart });
      else if (end !== v.startsAt && v.type !== 'Holiday') ctx.addIssue({ code: 'custom', path: ['endsAt'], message: TIME_OFF_MESSAGES.rangeHolidayOnly });
      else if (end > timeOffLatestDay(today())) ctx.addIssue({ code: 'custom', path: [end === v.startsAt ? 'startsAt' : 'endsAt'], message: TIME_OFF_MESSAGES.tooFarAhead });
      else if (timeOffDayCount(v.startsAt, end) > TIME_OFF_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: TIME_OFF_MESSAGES.tooLong(TIME_OFF_MAX_DAYS) });
    })
    .transform((v) => ({ ...v, endsAt: v.endsAt ?? v.startsAt }));
}
export const timeOffSchema = timeOffRequestSchema();
export type TimeOffInput = z.output<typeof timeOffSchema>;

/**
 * PUT /api/time-offs/{id}: approvedAt set (any instant: the server stamps its own time) approves, null withdraws
 * the approval. approvedByUserId is accepted as the spec's client sends it and ignored: the approver is the caller.
 */
export const timeOffApprovalSchema = z.object({
  approvedAt: z.preprocess(blankToNull, z.string({ error: REQ }).regex(TIMESTAMP, TIMESTAMP_MESSAGE).refine(isTimestamp, TIMESTAMP_MESSAGE).nullable()),
  approvedByUserId: optionalId(),
});
export type TimeOffApprovalInput = z.output<typeof timeOffApprovalSchema>;
