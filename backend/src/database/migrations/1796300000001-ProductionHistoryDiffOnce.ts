import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The history trigger of production updates computes each record's diff once instead of once per entry kind
 * (edited, approval, invoice status, export): `OFFSET 0` keeps PostgreSQL from inlining the diff into each of the four
 * VALUES rows. Same entries, same texts (docs/records.md, "History of a record"). A payroll export marking 5,000
 * records spent 5-10 s in the trigger on the loaded test machine, about 1 s after (docs/performance.md).
 */
export class ProductionHistoryDiffOnce1796300000001 implements MigrationInterface {
  name = 'ProductionHistoryDiffOnce1796300000001';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE FUNCTION production_history_write()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      DECLARE actor integer;
      BEGIN
        -- A statement that touched no row needs no actor (a cascade from a schedule entry that no record answers).
        IF TG_OP = 'DELETE' THEN
          IF NOT EXISTS (SELECT 1 FROM old_rows) THEN RETURN NULL; END IF;
        ELSIF NOT EXISTS (SELECT 1 FROM new_rows) THEN RETURN NULL;
        END IF;
        actor := production_history_actor();
        IF TG_TABLE_NAME = 'production' THEN
          IF TG_OP = 'INSERT' THEN
            INSERT INTO production_history (company_id, production_id, job_id, kind, actor_id)
            SELECT n.company_id, n.id, n.job_id, 'created', actor FROM new_rows n
            ON CONFLICT (production_id, tx, kind) DO NOTHING;
          ELSIF TG_OP = 'UPDATE' THEN
            INSERT INTO production_history (company_id, production_id, job_id, kind, changes, actor_id)
            SELECT c.company_id, c.id, c.job_id, e.kind, e.changes, actor
            FROM (
              SELECT n.company_id, n.id, n.job_id, n.is_approved,
                (n.exported_at IS NOT NULL AND date_part('year', n.exported_at AT TIME ZONE 'UTC') > 1) AS is_exported,
                production_history_diff(to_jsonb(o), to_jsonb(n), ARRAY['id', 'company_id', 'created_at', 'updated_at']) AS d
              FROM old_rows o JOIN new_rows n ON n.id = o.id
              OFFSET 0 -- computed once per record, not once per entry kind below
            ) c
            CROSS JOIN LATERAL (VALUES
              ('edited', c.d - 'isApproved' - 'invoiceStatus' - 'exportedAt'),
              (CASE c.is_approved WHEN true THEN 'approved' WHEN false THEN 'declined' ELSE 'approval cleared' END,
                production_history_only(c.d, 'isApproved')),
              ('invoice status', production_history_only(c.d, 'invoiceStatus')),
              (CASE WHEN c.is_exported THEN 'exported' ELSE 'export reset' END,
                production_history_only(c.d, 'exportedAt'))
            ) AS e(kind, changes)
            WHERE e.changes <> '{}'
            ON CONFLICT (production_id, tx, kind) DO UPDATE
              SET changes = production_history_merge(production_history.changes, EXCLUDED.changes), job_id = EXCLUDED.job_id;
          ELSE
            -- The equipment lines went first (ON DELETE CASCADE) into an entry of this kind without a job: completed here.
            INSERT INTO production_history (company_id, production_id, job_id, kind, changes, actor_id)
            SELECT o.company_id, o.id, o.job_id, 'deleted',
              production_history_diff(to_jsonb(o), NULL, ARRAY['id', 'company_id', 'created_at', 'updated_at']), actor
            FROM old_rows o
            ON CONFLICT (production_id, tx, kind) DO UPDATE SET changes = EXCLUDED.changes, job_id = EXCLUDED.job_id;
          END IF;
        ELSE
          IF TG_OP = 'INSERT' THEN
            -- Lines saved with a new record belong to its creation, which the record itself shows.
            INSERT INTO production_history (company_id, production_id, job_id, kind, equipment, actor_id)
            SELECT p.company_id, p.id, p.job_id, 'edited',
              jsonb_agg(jsonb_build_object('change', 'added', 'id', n.id, 'before', NULL, 'after', production_history_line(n)) ORDER BY n.id), actor
            FROM new_rows n JOIN production p ON p.id = n.production_id
            WHERE NOT EXISTS (SELECT 1 FROM production_history h WHERE h.production_id = n.production_id AND h.tx = txid_current() AND h.kind = 'created')
            GROUP BY p.company_id, p.id, p.job_id
            ON CONFLICT (production_id, tx, kind) DO UPDATE SET equipment = production_history.equipment || EXCLUDED.equipment;
          ELSIF TG_OP = 'UPDATE' THEN
            INSERT INTO production_history (company_id, production_id, job_id, kind, equipment, actor_id)
            SELECT p.company_id, p.id, p.job_id, 'edited',
              jsonb_agg(jsonb_build_object('change', 'changed', 'id', n.id, 'before', production_history_line(o), 'after', production_history_line(n)) ORDER BY n.id), actor
            FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN production p ON p.id = n.production_id
            WHERE production_history_line(o) IS DISTINCT FROM production_history_line(n)
            GROUP BY p.company_id, p.id, p.job_id
            ON CONFLICT (production_id, tx, kind) DO UPDATE SET equipment = production_history.equipment || EXCLUDED.equipment;
          ELSE
            -- A line removed with its record (the record is already gone) joins the record's 'deleted' entry.
            INSERT INTO production_history (company_id, production_id, job_id, kind, equipment, actor_id)
            SELECT o.company_id, o.production_id, p.job_id, CASE WHEN p.id IS NULL THEN 'deleted' ELSE 'edited' END,
              jsonb_agg(jsonb_build_object('change', 'removed', 'id', o.id, 'before', production_history_line(o), 'after', NULL) ORDER BY o.id), actor
            FROM old_rows o LEFT JOIN production p ON p.id = o.production_id
            GROUP BY o.company_id, o.production_id, p.id, p.job_id
            ON CONFLICT (production_id, tx, kind) DO UPDATE SET equipment = production_history.equipment || EXCLUDED.equipment;
          END IF;
        END IF;
        RETURN NULL;
      END $function$`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE FUNCTION production_history_write()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      DECLARE actor integer;
      BEGIN
        -- A statement that touched no row needs no actor (a cascade from a schedule entry that no record answers).
        IF TG_OP = 'DELETE' THEN
          IF NOT EXISTS (SELECT 1 FROM old_rows) THEN RETURN NULL; END IF;
        ELSIF NOT EXISTS (SELECT 1 FROM new_rows) THEN RETURN NULL;
        END IF;
        actor := production_history_actor();
        IF TG_TABLE_NAME = 'production' THEN
          IF TG_OP = 'INSERT' THEN
            INSERT INTO production_history (company_id, production_id, job_id, kind, actor_id)
            SELECT n.company_id, n.id, n.job_id, 'created', actor FROM new_rows n
            ON CONFLICT (production_id, tx, kind) DO NOTHING;
          ELSIF TG_OP = 'UPDATE' THEN
            INSERT INTO production_history (company_id, production_id, job_id, kind, changes, actor_id)
            SELECT c.company_id, c.id, c.job_id, e.kind, e.changes, actor
            FROM (
              SELECT n.company_id, n.id, n.job_id, n.is_approved,
                (n.exported_at IS NOT NULL AND date_part('year', n.exported_at AT TIME ZONE 'UTC') > 1) AS is_exported,
                production_history_diff(to_jsonb(o), to_jsonb(n), ARRAY['id', 'company_id', 'created_at', 'updated_at']) AS d
              FROM old_rows o JOIN new_rows n ON n.id = o.id
            ) c
            CROSS JOIN LATERAL (VALUES
              ('edited', c.d - 'isApproved' - 'invoiceStatus' - 'exportedAt'),
              (CASE c.is_approved WHEN true THEN 'approved' WHEN false THEN 'declined' ELSE 'approval cleared' END,
                production_history_only(c.d, 'isApproved')),
              ('invoice status', production_history_only(c.d, 'invoiceStatus')),
              (CASE WHEN c.is_exported THEN 'exported' ELSE 'export reset' END,
                production_history_only(c.d, 'exportedAt'))
            ) AS e(kind, changes)
            WHERE e.changes <> '{}'
            ON CONFLICT (production_id, tx, kind) DO UPDATE
              SET changes = production_history_merge(production_history.changes, EXCLUDED.changes), job_id = EXCLUDED.job_id;
          ELSE
            -- The equipment lines went first (ON DELETE CASCADE) into an entry of this kind without a job: completed here.
            INSERT INTO production_history (company_id, production_id, job_id, kind, changes, actor_id)
            SELECT o.company_id, o.id, o.job_id, 'deleted',
              production_history_diff(to_jsonb(o), NULL, ARRAY['id', 'company_id', 'created_at', 'updated_at']), actor
            FROM old_rows o
            ON CONFLICT (production_id, tx, kind) DO UPDATE SET changes = EXCLUDED.changes, job_id = EXCLUDED.job_id;
          END IF;
        ELSE
          IF TG_OP = 'INSERT' THEN
            -- Lines saved with a new record belong to its creation, which the record itself shows.
            INSERT INTO production_history (company_id, production_id, job_id, kind, equipment, actor_id)
            SELECT p.company_id, p.id, p.job_id, 'edited',
              jsonb_agg(jsonb_build_object('change', 'added', 'id', n.id, 'before', NULL, 'after', production_history_line(n)) ORDER BY n.id), actor
            FROM new_rows n JOIN production p ON p.id = n.production_id
            WHERE NOT EXISTS (SELECT 1 FROM production_history h WHERE h.production_id = n.production_id AND h.tx = txid_current() AND h.kind = 'created')
            GROUP BY p.company_id, p.id, p.job_id
            ON CONFLICT (production_id, tx, kind) DO UPDATE SET equipment = production_history.equipment || EXCLUDED.equipment;
          ELSIF TG_OP = 'UPDATE' THEN
            INSERT INTO production_history (company_id, production_id, job_id, kind, equipment, actor_id)
            SELECT p.company_id, p.id, p.job_id, 'edited',
              jsonb_agg(jsonb_build_object('change', 'changed', 'id', n.id, 'before', production_history_line(o), 'after', production_history_line(n)) ORDER BY n.id), actor
            FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN production p ON p.id = n.production_id
            WHERE production_history_line(o) IS DISTINCT FROM production_history_line(n)
            GROUP BY p.company_id, p.id, p.job_id
            ON CONFLICT (production_id, tx, kind) DO UPDATE SET equipment = production_history.equipment || EXCLUDED.equipment;
          ELSE
            -- A line removed with its record (the record is already gone) joins the record's 'deleted' entry.
            INSERT INTO production_history (company_id, production_id, job_id, kind, equipment, actor_id)
            SELECT o.company_id, o.production_id, p.job_id, CASE WHEN p.id IS NULL THEN 'deleted' ELSE 'edited' END,
              jsonb_agg(jsonb_build_object('change', 'removed', 'id', o.id, 'before', production_history_line(o), 'after', NULL) ORDER BY o.id), actor
            FROM old_rows o LEFT JOIN production p ON p.id = o.production_id
            GROUP BY o.company_id, o.production_id, p.id, p.job_id
            ON CONFLICT (production_id, tx, kind) DO UPDATE SET equipment = production_history.equipment || EXCLUDED.equipment;
          END IF;
        END IF;
        RETURN NULL;
      END $function$`);
  }
}
