/** Option lists and enumerations of both spec documents. Values are what the API stores and returns. */

export const WORK_CLASSES = [
  { code: 'ADMIN', description: 'Administration & Office Employ' },
  { code: 'CARPENTER', description: '' },
  { code: 'DRIVER', description: '' },
  { code: 'FLAG', description: 'Flagger' },
  { code: 'FOREMAN', description: 'Site Foreman' },
  { code: 'GRADE', description: 'Grademan' },
  { code: 'INVENTORY', description: 'Inventory Control' },
  { code: 'LABOUR', description: 'Site Labour' },
  { code: 'MECH', description: 'Mechanics' },
  { code: 'OPERATORS', description: 'Equipment Operators' },
  { code: 'PIPE', description: 'Pipe Layer' },
  { code: 'PM', description: 'Project Manager' },
  { code: 'QC', description: 'Quality Control' },
  { code: 'SAFETY', description: 'Safety Officer' },
  { code: 'SCALE', description: 'Scale Operator' },
  { code: 'SUPER', description: 'Superintendant' },
  { code: 'Survey', description: 'Surveyor' },
  { code: 'WELDER', description: 'Welder' },
] as const;
export type WorkClass = (typeof WORK_CLASSES)[number]['code'];
// Marked pure so that a bundle using nothing of the work classes (the page's inline gate) drops both.
export const WORK_CLASS_CODES = /*#__PURE__*/ WORK_CLASSES.map((w) => w.code) as unknown as readonly [WorkClass, ...WorkClass[]];

/** A user's language (users.language): English, or Canadian French (fr-CA). */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export const EMPLOYMENT_TYPES = ['Full Time', 'Part Time', 'N/A'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const PAY_TYPES = ['Salary', 'Hourly', 'N/A'] as const;
export type PayType = (typeof PAY_TYPES)[number];

export const CAR_TYPES = ['Own Car', "Company's Car", 'N/A'] as const;
export type CarType = (typeof CAR_TYPES)[number];

export const JOB_STATUSES = ['pending', 'in_progress', 'done'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/** The form's initial choice. */
export const JOB_STATUS_FORM_DEFAULT: JobStatus = 'pending';
/** Set by the server when a job is saved without a status. */
export const JOB_STATUS_SAVE_DEFAULT: JobStatus = 'in_progress';

export const EQUIPMENT_CLASSES = [
  'Attachment', 'Backhoe', 'Blower', 'Compressor', 'Conveyor', 'Crusher', 'Dozer', 'Excavator',
  'Gensets/Fusing machine', 'Grinder', 'Job containers/Site office', 'Light tower/Message board', 'Loaders',
  'Other vehicle', 'Pick-up', 'Plate tamper', 'Rock truck', 'Roller', 'Screener', 'Skid Steer',
  'Surveyor equipment', 'Trailer', 'Truck',
] as const;
export type EquipmentClass = (typeof EQUIPMENT_CLASSES)[number];

export const OWNERSHIP_TYPES = ['Owned', 'Leased', 'Loaned'] as const;
export type OwnershipType = (typeof OWNERSHIP_TYPES)[number];
export const OWNERSHIP_TYPE_DEFAULT: OwnershipType = 'Owned';

export const PRODUCTION_TYPES = ['Production', 'Time Record', 'Material Hauling'] as const;
export type ProductionType = (typeof PRODUCTION_TYPES)[number];

export const INVOICE_STATUSES = ['N/A', 'Not to be Invoiced', 'Ready for Invoicing', 'Invoiced'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_DEFAULT: InvoiceStatus = 'N/A';

/** The pay rate an hour of a time record is paid at (issue 17, docs/overtime.md). */
export const OVERTIME_RATES = ['regular', 'overtime', 'doubleTime'] as const;
export type OvertimeRateName = (typeof OVERTIME_RATES)[number];
/** A company-defined policy's rate per day of the week: Sunday first, like the policy's week. */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const TIME_OFF_TYPES = ['Sick', 'Holiday', 'No Show'] as const;
export type TimeOffType = (typeof TIME_OFF_TYPES)[number];

/** The client key the web dashboard sends with POST /auth/login. */
export const WEB_CLIENT_KEY = 'groundwork-web';
export const CLIENT_KEYS = [WEB_CLIENT_KEY] as const;
