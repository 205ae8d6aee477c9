/** User-facing texts of both spec documents, exactly as the spec gives them. One source for forms and API. */
export const MESSAGES = {
  required: 'This field is required.',
  endBeforeStart: 'The end date cannot be before the start date.',
  invalidChoice: 'Please select one of the options.',
  notANumber: 'Please enter a number.',
  invalidEmail: 'Please input a valid email.',
  minChars: (n: number) => `Value must not be less than ${n} characters.`,
  maxChars: (n: number) => `Value must not exceed ${n} characters.`,
  maxDigits: (n: number) => `Please enter a number with at most ${n} digits before the decimal point.`,
  notUnique: 'Please enter a unique value.',
  passwordsDoNotMatch: 'The two passwords that you entered do not match!',
  loginFailedTitle: 'Login Failed',
  incorrectCredentials: 'Incorrect username and/or password',
  somethingWentWrong: 'Something went wrong.',
  somethingWentWrongBang: 'Something went wrong!',
  uploadFailed: 'There was an error uploading the file.',
  equipmentDescriptionRequired: 'Enter short description for the equipment.',
  missingTimeCardsTitle: 'Missing Time Cards',
  missingTimeCardsBody: 'Please remind workers to submit time cards.',
  noRecordsFound: 'No Records Found',
  noMatchingRecord: 'We could not find any matching record.',
  selectDateRange: 'Please select a date range for your desired query.',
  notFoundPage: 'Ooops! The page you are looking for could not be found.',
  confirmContinue: 'Click "Yes" to continue.',
  // payroll check and report (spec 02 §2, §8)
  noPendingTimeCards: 'No pending time cards.',
  missingTimeCards: 'There are missing time cards.',
  exportReset: 'Export reset!',
  // administration: companies, roles, work types, equipment categories (spec 01 §8, 02 §8)
  confirmDelete: (what: string) => `Are you sure delete this ${what}?`,
  companyAdded: 'Company has been added successfully.',
  companyUpdated: 'Company has been updated successfully.',
  companyDeleted: 'Company has been deleted.',
  workTypesAdded: 'Work Types has been added successfully.',
  workTypeDeleted: 'Work Type has been deleted.',
  equipmentCategoriesAdded: 'Equipment Categories has been added successfully.',
  equipmentCategoryDeleted: 'Equipment Category has been deleted.',
  employeeCodeCheckFailed: 'The employee code could not be checked. Leave the field again to retry.',
  ownRoleLocked: 'You cannot change your own role.',
  ownActiveLocked: 'You cannot deactivate your own account.',
  columnRequired: (title: string) => `${title} is required.`,
  timecardOverlap: (who: 'You' | 'Employee') => `${who} already have a timecard for the same period.`,
  futureDate: 'The date cannot be in the future.',
  switching: 'Switching ...',
  redirectingTo: (company: string) => `Redirecting to ${company}`,
  reloadAfter: (n: number) => `The page will reload after ${n} second.`,
  recordUpdated: 'Record has been updated!',
  recordDeleted: 'Record has been deleted.',
  // batch approval and invoice status of selected rows (spec 02 §8)
  recordsUpdated: 'Records has been updated!',
  someRecordsFailed: 'Some records failed to update!',
  added: (what: string) => `${what} added successfully.`,
  updated: (what: string) => `${what} updated successfully.`,
  deleted: (what: string) => `${what} deleted.`,
  // jobs, equipment, cost codes, productions and time records (spec 01 §8, 02 §8)
  timeRecordAdded: 'Time Record has been added successfully.',
  timeRecordUpdated: 'Time Record has been updated successfully.',
  costCodeUploaded: 'Cost Code has been added successfully.',
  employeeRemovedFromJob: 'Employee removed from job',
  equipmentUtilizationDeleted: 'Equipment utilization deleted',
  overnightWork: 'Overnight Work',
  // material hauling and the stockpile (spec 02 §2, §5, §8)
  materialHaulingAdded: 'Material Hauling data has been added successfully.',
  haulingQuantityZero: 'The hauled quantity cannot be zero.',
  /** A timecard kept on the phone until the connection returns (the field app's offline queue). */
  waitingToSend: 'Waiting to send',
  endAfterStart: 'End time must be after start time!',
  /** A time record whose hours disagree with its in and out times (checkRecordedHours); `hours` as computed. */
  hoursMismatch: (hours: number, lunchTaken: boolean) => `Hours must match the time in and out (${hours} h${lunchTaken ? ', less lunch' : ''}).`,
  recordReadOnlyExported: 'This record has been exported and is read-only until its export is reset.',
  recordReadOnlyApproved: 'This record has been approved and can no longer be changed by its owner.',
  // a record's approval select (spec 02 §4)
  confirmSaveRecord: 'Do you want to save changes to this record?',
  // the field app: crew builder, my schedule, time record form (spec 02 §5, §8)
  selectStartRange: 'Please select start range!',
  selectEndRange: 'Please select end range!',
  requestsSubmitted: 'Requests has been submitted.',
  crewConflicts: (n: number) => `There are ${n} conflicts. Conflicted requests will be ignored once submitted.`,
  noCrewSchedule: 'No Crew Schedule Found',
  noSchedule: 'No Schedule',
  hoursOutOfSchedule: 'Hours Out of Schedule: The submitted hours will be reviewed by a supervisor.',
  // time offs (spec 02 §5, §7, §8)
  selectType: 'Please select a type!',
  selectDate: 'Please select a date!',
  timeOffConflict: 'Your date range conflicts with an existing time off request',
  timeOffUpdateFailed: 'Failed to update time off',
  noPendingTimeOffs: 'No pending time offs found.',
  noApprovedTimeOffs: 'No approved time offs found.',
  // the fixed-width payroll and equipment files (payroll-file.ts): a value the file cannot hold refuses the file
  payrollFileOverflow: (recordId: number, field: string, value: number, max: number) =>
    `Time record ${recordId}: ${field} is ${value}, which the payroll file cannot hold (0 to ${max}).`,
  payrollFileBadDate: (recordId: number, field: string, value: string) =>
    `Time record ${recordId}: ${field} is '${value}', not a date (YYYY-MM-DD).`,
  payrollFileBadReportDate: (value: string) => `The report date is '${value}', not a date (YYYY-MM-DD).`,
  payrollFileSplitMismatch: (recordId: number, hours: number) =>
    `Time record ${recordId}: its regular, overtime and double-time hours do not add up to its ${hours} hours.`,
} as const;

/**
 * The names the payroll file's refusals give its number and date fields (`MESSAGES.payrollFileOverflow`), by the
 * field's key in PAYROLL_FILE_LAYOUT; translated as names of their own, so that a French refusal names them in French.
 */
export const PAYROLL_FILE_FIELD_NAMES = {
  workDate: 'day worked',
  hours: 'hours',
  travelHours: 'travel hours',
  overtimeHours: 'overtime hours',
  doubleTimeHours: 'double-time hours',
  litersOfFuel: 'litres of fuel',
  recordId: 'record id',
} as const;

/**
 * The server's texts about schedule entries (production requests), beyond the spec's: why a shift conflicts, why
 * a change is refused, and the timecard submission's idempotency key. Shown as they come in the crew builder's
 * preview, the schedule drawers and the offline queue. Documented in docs/records.md.
 */
export const SCHEDULE_MESSAGES = {
  shiftTooLong: 'A shift cannot be longer than 24 hours.',
  alreadyScheduled: (jobName: string) => `Already scheduled on job ${jobName} at that time.`,
  overlapsInBatch: 'Overlaps another shift of this employee in the same crew build.',
  onTimeOff: (type: string) => `Has approved time off (${type}) at that time.`,
  employeeNotAssigned: 'This employee is not assigned to the job.',
  employeeInactive: 'This employee is inactive and cannot be scheduled.',
  unknownEmployee: 'This employee was not found.',
  requestHasRecord: 'This request already has a time record and cannot be deleted.',
  requestHasRecordNoChange: 'This request already has a time record; change the time record instead.',
  batchEmpty: 'Add at least one crew member and day.',
  batchTooLarge: (max: number) => `Schedule at most ${max} shifts at once.`,
  ownScheduleOnly: 'You can only see your own schedule.',
  ownRecordsOnly: 'You can only see your own time records.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 8 to 128 letters, digits, "-" or "_".',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different submission. Send a new key for a new timecard.',
} as const;

/**
 * The server's texts about time offs beyond the spec's (who may see, file, approve or delete which, and the range
 * limits). Documented in docs/records.md "Time off" and docs/permissions.md.
 */
export const TIME_OFF_MESSAGES = {
  ownOnly: 'You can only see your own time offs.',
  fileOwnOnly: 'You can only request time off for yourself.',
  rangeHolidayOnly: 'Only a holiday can span several days.',
  tooFarAhead: 'A time off can be requested at most one year ahead.',
  tooLong: (days: number) => `A time off request can span at most ${days} days.`,
  approveOwn: 'You cannot approve your own time off.',
  teamOnly: 'You can only approve time offs of employees you manage.',
  approvedNoDelete: 'This time off is approved; withdraw the approval before deleting it.',
  requested: (days: number) => (days === 1 ? 'Time off request has been submitted.' : `${days} time off requests have been submitted.`),
  approved: 'Time off approved.',
  approvalWithdrawn: 'Time off approval withdrawn.',
} as const;
