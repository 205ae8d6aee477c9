import { DataSource } from 'typeorm';
import { testDatabaseUrl } from '../../test/support/test-app';
import { dataSourceOptions } from '../database/data-source-options';
import { DEMO_COMPANY, SECOND_COMPANY } from './demo-logins';
import { seedDemoData } from './demo-seed';

let ds: DataSource;
beforeAll(async () => {
  ds = new DataSource({ ...dataSourceOptions(testDatabaseUrl()), extra: { max: 2 } });
  await ds.initialize();
});
afterAll(() => ds?.destroy());

test('the demo hauling jobs haul whole truckloads of bulk products out of their stockpiles, never more than was produced', async () => {
  const qr = ds.createQueryRunner();
  await qr.startTransaction();
  try {
    await seedDemoData(qr.manager);
    // Each product's pile after every day: produced so far minus hauled so far.
    const piles = (await qr.manager.query(
      `SELECT c.name AS company, j.name AS job, cc.name AS product, cc.unit, count(*) FILTER (WHERE p.type = 'Material Hauling')::int AS hauls,
              min(running) AS lowest, bool_and(p.type <> 'Material Hauling' OR p.quantity < 0) AS negative,
              bool_and(p.type <> 'Material Hauling' OR mod(-p.quantity, CASE cc.unit WHEN 'm3' THEN 12 ELSE 15 END) = 0) AS whole
         FROM (SELECT p.*, sum(p.quantity) OVER (PARTITION BY p.cost_code_id ORDER BY p.produced_at, p.id) AS running
                 FROM production p WHERE p.type IN ('Production', 'Material Hauling')) p
         JOIN cost_code cc ON cc.id = p.cost_code_id JOIN job j ON j.id = p.job_id JOIN company c ON c.id = p.company_id
        WHERE j.is_material_hauling_enabled AND c.name = ANY($1::text[])
        GROUP BY c.name, j.name, cc.name, cc.unit ORDER BY 1, 2, 3`,
      [[DEMO_COMPANY, SECOND_COMPANY]],
    )) as { company: string; job: string; product: string; unit: string; hauls: number; lowest: string; negative: boolean; whole: boolean }[];
    const hauled = (company: string) => piles.filter((p) => p.company === company && p.hauls > 0).map((p) => p.unit).sort();
    expect(hauled(DEMO_COMPANY)).toEqual(['m3', 't', 't']);
    expect(hauled(SECOND_COMPANY)).toEqual(['t']);
    for (const pile of piles) {
      expect({ product: pile.product, lowest: Number(pile.lowest) >= 0, negative: pile.negative, whole: pile.whole })
        .toEqual({ product: pile.product, lowest: true, negative: true, whole: true });
      if (!['m3', 't'].includes(pile.unit)) expect({ product: pile.product, hauls: pile.hauls }).toEqual({ product: pile.product, hauls: 0 });
    }
  } finally {
    await qr.rollbackTransaction();
    await qr.release();
  }
});
