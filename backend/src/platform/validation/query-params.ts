import { z } from 'zod';
import { idNumber, isTimestamp, TIMESTAMP_MESSAGE, TIMESTAMP_PATTERN, VALIDATION_MESSAGES } from '@groundwork/shared/validation';

/** A query-string flag: 'true'/'1' is true, 'false'/'0'/absent is false. */
export const queryFlag = () =>
  z.preprocess(
    (v) => (Array.isArray(v) ? v[v.length - 1] : v),
    z
      .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])], { error: VALIDATION_MESSAGES.trueOrFalse })
      .optional()
      .transform((v) => v === true || v === 'true' || v === '1'),
  );

/** An optional id in a query string: 1 to the largest an integer column holds (a larger one reached PostgreSQL). */
export const queryId = () => z.preprocess((v) => (v === '' || v === undefined ? undefined : Number(v)), idNumber().optional());

/** An optional text in a query string (absent or empty: undefined). */
export const queryText = () => z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(255).optional());

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A range bound in a query string: a day ('YYYY-MM-DD', taken as UTC midnight) or an instant with its offset.
 * `end: true` makes a day inclusive (the next UTC midnight, exclusive); an instant stays as given (inclusive).
 */
export const queryInstant = (end = false) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(TIMESTAMP_PATTERN, TIMESTAMP_MESSAGE)
      .refine(isTimestamp, TIMESTAMP_MESSAGE)
      .transform((v) => {
        if (!DAY_ONLY.test(v)) return { at: new Date(v), inclusive: true };
        const day = new Date(`${v}T00:00:00Z`);
        return end ? { at: new Date(day.getTime() + 86_400_000), inclusive: false } : { at: day, inclusive: true };
      })
      .optional(),
  );
export type InstantBound = { at: Date; inclusive: boolean };
