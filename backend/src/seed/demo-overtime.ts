import type { EntityManager } from 'typeorm';
import { recomputeCompany } from '../modules/overtime/overtime-recompute';
import { DEMO_CATALOGUE, NORTHWIND_CATALOGUE } from './demo-data';

/**
 * The demo companies' overtime settings (docs/overtime.md): Demo Construction works in British Columbia, Northwind
 * Paving in Alberta, so the demo's 10-hour days show overtime. Run last: the seeded time records are split by the
 * policy; the ones seeded as exported were paid before the policy was chosen and stay all regular.
 */
const DEMO_OVERTIME = [
  { company: DEMO_CATALOGUE.name, policy: 'CA-BC' },
  { company: NORTHWIND_CATALOGUE.name, policy: 'CA-AB' },
];

export async function seedOvertime(m: EntityManager): Promise<void> {
  await m.query(`UPDATE production SET regular_hours = quantity WHERE type = 'Time Record'`);
  for (const { company, policy } of DEMO_OVERTIME) {
    const [row] = (await m.query('UPDATE company SET overtime_policy = $2 WHERE name = $1 RETURNING id', [company, policy]))[0] as { id: number }[];
    await recomputeCompany(m, row.id);
  }
}
