import { z } from 'zod';

/** A boolean query flag: `true` or `1` set it; absent or anything else leaves it false. */
export const queryFlag = () => z.preprocess((v) => v === true || v === 'true' || v === '1', z.boolean());

/** An optional positive id in the query string; anything else is ignored. */
export const queryId = () =>
  z.preprocess((v) => (typeof v === 'string' && /^[1-9]\d{0,9}$/.test(v) && Number(v) <= 2147483647 ? Number(v) : undefined), z.number().optional());
