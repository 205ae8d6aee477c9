import type { ValueTransformer } from 'typeorm';

/**
 * PostgreSQL `numeric` arrives from the pg driver as a string (to keep precision); the API speaks numbers.
 * Values stored here (hours, quantities, rates, money) stay far inside a double's exact range.
 */
export const numericTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null || value === undefined ? value : Number(value)),
};
