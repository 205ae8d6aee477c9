/** Field maxima and business constants of both spec documents (01 §9, 02 §9). */
export const LIMITS = {
  userName: 30,
  employeeCode: 9,
  union: 9,
  usernameMin: 5,
  usernameMax: 24,
  passwordMin: 6,
  passwordMax: 24,
  jobName: 9,
  jobDescription: 30,
  costCodeName: 20,
  costCodeDescription: 60,
  equipmentName: 9,
  equipmentDescription: 30,
  payrollHeader: 9,
  /** The Job No. of rental equipment in the equipment file: the file's job name field. */
  rentalEquipmentJob: 9,
  listDescription: 120,
  // Column sizes the spec leaves open (the database holds exactly these).
  companyName: 100,
  roleName: 100,
  contentName: 60,
  mobile: 30,
  email: 254,
  equipmentMake: 60,
  equipmentModelNumber: 60,
  equipmentSerialNumber: 60,
  licensePlate: 20,
  jobOwner: 100,
  bc1Call: 60,
  costCodeUnit: 20,
  comment: 500,
  /** The largest id an integer column holds. */
  maxId: 2147483647,
} as const;

/** Digits before the decimal point the numeric columns hold (numeric(p, 2): p - 2). */
export const NUMBER_DIGITS = {
  quantity: 12,
  equipmentValue: 12,
  startingHours: 10,
  payRate: 8,
  litersOfFuel: 8,
  hoursUsed: 6,
  depthDig: 6,
  /** Money (job cost, issue 20): equipment hourly rate numeric(10,2), cost code budget amount numeric(14,2). */
  hourlyRate: 8,
  budgetAmount: 12,
} as const;

export const CONSTANTS = {
  numberOfWorkersDefault: 1,
  lunchDeductionHours: 0.5,
  sessionRecheckMs: 5000,
  companySwitchDelayMs: 500,
  companySwitchReloadMs: 3000,
  companySwitchCountdownSeconds: 3,
  sideMenuCollapseWidth: 992,
  loginFooterYear: 2024,
  scheduleBatchSize: 3,
  defaultReportRangeDays: 7,
  /** Most records one batch write (approval, invoice status) takes. */
  recordBatchMax: 1000,
  stockpileRangeDays: 30,
  /** Largest logo accepted, in bytes, as the image data URL the form sends. */
  logoMaxBytes: 512 * 1024,
  /** Largest spreadsheet upload accepted, in bytes. */
  spreadsheetMaxBytes: 5 * 1024 * 1024,
  /** Most shifts one crew-builder batch (POST /api/jobs/{jobId}/production-requests/_batch) may carry. */
  scheduleBatchMax: 500,
  /** Longest shift, in hours (an out time earlier than the in time is the next day, so 24 at most). */
  shiftMaxHours: 24,
  /** How long the server remembers a timecard submission's Idempotency-Key (a phone may stay offline for days). */
  idempotencyKeyTtlDays: 7,
} as const;

/** The header a timecard submission carries so that a retry is stored once (docs/records.md, "Idempotency"). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** What an Idempotency-Key may be: 8 to 128 letters, digits, '-' or '_' (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/** Page-size options of the spec's tables. */
export const PAGE_SIZES = {
  equipmentUsage: { default: 50, options: [50, 100, 500, 1000] },
  timecards: { default: 100, options: [50, 100, 500, 1000, 1500] },
  reports: { default: 50, options: [50, 100, 500] },
} as const;
