/**
 * Demo material hauling: trucks hauling bulk material (m3, t) out of the stockpiles of the jobs with material
 * hauling enabled, after the daily production quantities are in. Each product's pile is walked day by day: what was
 * produced goes on the pile, and every second or third working day most of it leaves in whole truckloads, with a
 * ticket number, so the stockpile report shows a pile that grows and shrinks and never goes below zero.
 */
import type { EntityManager, QueryDeepPartialEntity } from 'typeorm';
import { insertChunked } from '../platform/database/insert-chunked';
import { Production } from '../modules/productions/production.entity';

/** Units that are stockpiled and hauled, with a truckload in that unit. */
const TRUCKLOAD: Record<string, number> = { m3: 12, t: 15 };
const DESTINATIONS = ['Mission landfill', 'Burns Bog fill site', 'Coquitlam aggregate yard', 'Surrey works yard'];
const DAY_MS = 86_400_000;

interface Produced {
  jobId: number;
  costCodeId: number;
  unit: string;
  producedAt: Date;
  quantity: number;
}

/** Inserts the hauling entries of the company's hauling jobs (the caller's transaction; `userId` enters them; ages from `now`). */
export async function seedHauling(m: EntityManager, rnd: () => number, companyId: number, userId: number, now: Date): Promise<void> {
  const produced = ((await m.query(
    `SELECT p.job_id AS "jobId", p.cost_code_id AS "costCodeId", cc.unit, p.produced_at AS "producedAt", p.quantity::float8 AS quantity
       FROM production p JOIN cost_code cc ON cc.id = p.cost_code_id JOIN job j ON j.id = p.job_id
      WHERE p.company_id = $1 AND p.type = 'Production' AND j.is_material_hauling_enabled AND cc.unit = ANY($2::text[])
      ORDER BY p.job_id, p.cost_code_id, p.produced_at`,
    [companyId, Object.keys(TRUCKLOAD)],
  )) as Produced[]);
  const piles = new Map<number, Produced[]>();
  for (const row of produced) piles.set(row.costCodeId, [...(piles.get(row.costCodeId) ?? []), row]);

  const hauls: QueryDeepPartialEntity<Production>[] = [];
  let ticket = 51_200 + companyId * 1_000;
  for (const days of piles.values()) {
    const load = TRUCKLOAD[days[0]!.unit]!;
    let pile = 0;
    days.forEach((day, i) => {
      pile += day.quantity;
      if (i % (2 + Math.floor(rnd() * 2)) !== 1) return;
      const loads = Math.floor((pile * (0.55 + rnd() * 0.35)) / load);
      if (loads < 1) return;
      const quantity = loads * load;
      pile -= quantity;
      const at = new Date(new Date(day.producedAt).getTime() + 3_600_000);
      const daysAgo = (now.getTime() - at.getTime()) / DAY_MS;
      ticket += 1 + Math.floor(rnd() * 4);
      hauls.push({
        companyId, type: 'Material Hauling', jobId: day.jobId, costCodeId: day.costCodeId, userId, producedAt: at,
        quantity: -quantity,
        description: `${loads} load${loads === 1 ? '' : 's'} to ${DESTINATIONS[Math.floor(rnd() * DESTINATIONS.length)]}, ticket ${ticket}`,
        invoiceStatus: daysAgo >= 14 ? 'Invoiced' : daysAgo >= 7 ? 'Ready for Invoicing' : 'N/A',
      });
    });
  }
  await insertChunked(m, Production, hauls);
}
