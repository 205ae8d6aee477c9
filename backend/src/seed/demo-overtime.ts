import type { EntityManager } from 'typeorm';
import { recomputeCompany } from '../modules/overtime/overtime-recompute';
import { DEMO_CATALOGUE, NORTHWIND_CATALOGUE } from './demo-data';

/**
 * The demo companies' overtime settings (docs/overtime.md): Demo Construction works in British Columbia, Northwind
 * Paving in Alberta, so the demo's 10-hour days show overtime. Run last: the seeded time records are split by the
 * policy; the ones seeded as exported were paid before the policy was chosen and stay all regular.
 */
const DEMO_OVERTIME = [
  { company: DEMO_CATALOGUE.name, timeZone: 'America/Vancouver', policy: 'CA-BC' },
  { company: NORTHWIND_CATALOGUE.name, timeZone: 'America/Edmonton', policy: 'CA-AB' },
];

export async function seedOvertime(m: EntityManager): Promise<void> {
  await m.query(`UPDATE production SET regular_hours = quantity WHERE type = 'Time Record'`);
  for (const { company, timeZone, policy } of DEMO_OVERTIME) {
    const [row] = (await m.query('UPDATE company SET time_zone = $2, overtime_policy = $3 WHERE name = $1 RETURNING id', [company, timeZone, policy]))[0] as { id: number }[];
    await recomputeCompany(m, row.id);
  }
}
