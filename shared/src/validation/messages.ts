/**
 * The validation schemas' own messages beyond the spec's (MESSAGES): formats, ranges and choices of the API's fields.
 * A file of their own, without zod, so that the French message matcher (i18n/messages-client.ts) reads them cheaply.
 */
export const VALIDATION_MESSAGES = {
  dateFormat: 'Please enter a date as YYYY-MM-DD.',
  missingDay: 'This date does not exist.',
  timestamp: 'Please enter a valid date and time.',
  logoType: 'The logo must be an image (PNG, JPEG, GIF, WebP or SVG).',
  logoSize: (kb: number) => `The logo must be smaller than ${kb} KB.`,
  unknownPermission: 'Unknown permission.',
  trueOrFalse: 'Please use true or false.',
  equipmentYear: 'Please enter the year as YYYY.',
  endOfTerm: 'Please enter the end of term as YYYY-MM.',
  numberNegative: 'Please enter a number of 0 or more.',
  hoursNegative: 'Hours cannot be negative.',
  fuelNegative: 'Fuel cannot be negative.',
  hoursRange: 'Hours must be between 0 and 24.',
  selectRecordIds: 'Please select records by their ids.',
  selectRecords: 'Please select the records to update.',
  recordBatchMax: (max: number) => `Please select at most ${max} records at a time.`,
  approvalChoice: 'Please choose Approved, Declined or not processed.',
  numberOfWorkers: 'Please enter the number of workers as a whole number, 1 or more.',
  fieldsObject: 'Please send the fields as one JSON object.',
  id: 'Please give an id: a whole number, 1 or more.',
  /** A number below its field's least value, when the field's rule has no message of its own (ZodPipe's `catalogued`). */
  atLeast: (min: number) => `Value must be at least ${min}.`,
  /** A number past its field's greatest value, when the field's rule has no message of its own (ZodPipe's `catalogued`). */
  atMost: (max: number) => `Value must be at most ${max}.`,
} as const;

/** The messages of the money fields and rates of job cost (issue 20, docs/job-cost.md). */
export const MONEY_MESSAGES = {
  notNegative: 'Please enter an amount of 0 or more.',
  cents: 'Please enter an amount with at most 2 decimals (cents).',
  laborBurdenPercent: 'Please enter a labour burden between 0 and 100 percent, with at most 2 decimals.',
  salariedHoursPerYear: 'Please enter the hours of a salaried year as a whole number between 1 and 8784.',
} as const;
