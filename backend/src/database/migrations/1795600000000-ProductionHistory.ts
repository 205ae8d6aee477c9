import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit trail of productions and time records (docs/records.md, "History of a record"): a table written only by
 * triggers on `production` and `production_equipment`, so no write path can forget it.
 *
 * - Statement-level AFTER triggers with transition tables (one function for both tables): a batch (an export of 500 records, an import) is one
 *   INSERT ... SELECT into the history, one entry per record, never a trigger call per row.
 * - The actor comes from the transaction-local setting `groundwork.actor_id` (a user id, or `system` for the seed and
 *   the command line), set by one platform mechanism (backend/src/platform/database/actor.ts). A change while it is
 *   unset is refused: an entry without its actor cannot be written.
 * - An UPDATE is classified per record: `approved` / `declined` / `approval cleared` (isApproved), `invoice status`,
 *   `exported` / `export reset` (exportedAt; a year-0001 value counts as not exported), and `edited` for the other
 *   fields, each with `{field: {before, after}}` (API names; ids also carry the name they pointed to). Equipment line
 *   changes join the entry of their record in the same transaction (one entry per record, kind and transaction).
 * - `created` keeps who and when (the record and the later entries' `before` values hold the rest); `deleted` keeps
 *   the record's last values and its equipment lines, since the record is gone.
 * - The history has no foreign key to the record, so it outlives it; the job id stays for the access check. Rows are
 *   append-only: updated only by the transaction that wrote them (merging), deleted only with their job or company.
 */
export class ProductionHistory1795600000000 implements MigrationInterface {
  name = 'ProductionHistory1795600000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "production_history" (
      "id" BIGSERIAL NOT NULL,
      "company_id" integer NOT NULL,
      "production_id" integer NOT NULL,
      "job_id" integer,
      "kind" text NOT NULL,
      "changes" jsonb NOT NULL DEFAULT '{}',
      "equipment" jsonb NOT NULL DEFAULT '[]',
      "actor_id" integer,
      "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "tx" bigint NOT NULL DEFAULT txid_current(),
      CONSTRAINT "pk_production_history" PRIMARY KEY ("id"),
      CONSTRAINT "ck_production_history_kind" CHECK ("kind" IN ('created', 'edited', 'approved', 'declined', 'approval cleared', 'invoice status', 'exported', 'export reset', 'deleted')),
      CONSTRAINT "fk_production_history_company_id" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE CASCADE,
      CONSTRAINT "fk_production_history_job_id" FOREIGN KEY ("job_id") REFERENCES "job"("id") ON DELETE CASCADE,
      CONSTRAINT "fk_production_history_actor_id" FOREIGN KEY ("actor_id") REFERENCES "user"("id") ON DELETE RESTRICT
    )`);
    await q.query(`CREATE UNIQUE INDEX "uq_production_history_entry" ON "production_history" ("production_id", "tx", "kind")`);
    await q.query(`CREATE INDEX "ix_production_history_job" ON "production_history" ("job_id")`);
    await q.query(`CREATE INDEX "ix_production_history_actor" ON "production_history" ("actor_id")`);

    // The actor of the current transaction: a user id, NULL for `system`; refused when unset.
    await q.query(`CREATE FUNCTION production_history_actor() RETURNS integer LANGUAGE plpgsql STABLE AS $fn$
      DECLARE actor text := current_setting('groundwork.actor_id', true);
      BEGIN
        IF actor IS NULL OR actor = '' THEN
          RAISE EXCEPTION 'Productions and time records are written only with an actor: groundwork.actor_id is not set in this transaction'
            USING HINT = 'Write inside a transaction opened in an authenticated request, or inside runAsActor() (backend/src/platform/database/actor.ts).';
        END IF;
        RETURN CASE WHEN actor = 'system' THEN NULL ELSE actor::integer END;
      END $fn$`);

    // A column name as the API names the field (cost_code_id -> costCodeId).
    await q.query(`CREATE FUNCTION production_history_field(col text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
      SELECT lower(left(col, 1)) || substr(replace(initcap(col), '_', ''), 2)
    $fn$`);

    // The name an id column points to, kept beside the id so the history reads well after renames and deletions.
    await q.query(`CREATE FUNCTION production_history_name(col text, value jsonb) RETURNS text LANGUAGE plpgsql STABLE AS $fn$
      DECLARE ref integer;
      BEGIN
        IF col NOT IN ('job_id', 'cost_code_id', 'user_id', 'work_type_id', 'equipment_id') OR jsonb_typeof(value) IS DISTINCT FROM 'number' THEN
          RETURN NULL;
        END IF;
        ref := (value #>> '{}')::integer;
        RETURN CASE col
          WHEN 'job_id' THEN (SELECT j.name || ' - ' || j.description FROM job j WHERE j.id = ref)
          WHEN 'cost_code_id' THEN (SELECT c.name FROM cost_code c WHERE c.id = ref)
          WHEN 'user_id' THEN (SELECT u.name FROM "user" u WHERE u.id = ref)
          WHEN 'work_type_id' THEN (SELECT w.name FROM work_type w WHERE w.id = ref)
          ELSE (SELECT e.name || ' - ' || e.description FROM equipment e WHERE e.id = ref)
        END;
      END $fn$`);

    // {field: {before, after[, beforeName, afterName]}} of the columns whose value differs (either side may be NULL).
    await q.query(`CREATE FUNCTION production_history_diff(old_row jsonb, new_row jsonb, skip text[]) RETURNS jsonb LANGUAGE sql STABLE AS $fn$
      SELECT COALESCE(jsonb_object_agg(
        production_history_field(k),
        jsonb_build_object('before', COALESCE(old_row -> k, 'null'), 'after', COALESCE(new_row -> k, 'null'))
          || jsonb_strip_nulls(jsonb_build_object('beforeName', production_history_name(k, old_row -> k), 'afterName', production_history_name(k, new_row -> k)))
      ), '{}')
      FROM (SELECT jsonb_object_keys(COALESCE(old_row, '{}') || COALESCE(new_row, '{}')) AS k) keys
      WHERE k <> ALL (skip) AND COALESCE(old_row -> k, 'null') IS DISTINCT FROM COALESCE(new_row -> k, 'null')
    $fn$`);

    // Two diffs of one entry merged (same record, kind and transaction): the first before, the last after.
    await q.query(`CREATE FUNCTION production_history_merge(a jsonb, b jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $fn$
      SELECT COALESCE(jsonb_object_agg(k, merged), '{}') FROM (
        SELECT k, CASE WHEN a ? k AND b ? k
          THEN jsonb_strip_nulls(jsonb_build_object('beforeName', a -> k -> 'beforeName', 'afterName', b -> k -> 'afterName'))
            || jsonb_build_object('before', a -> k -> 'before', 'after', b -> k -> 'after')
          ELSE COALESCE(b -> k, a -> k) END AS merged
        FROM jsonb_object_keys(a || b) AS k
      ) m WHERE merged -> 'before' IS DISTINCT FROM merged -> 'after'
    $fn$`);

    // An equipment line as the history shows it.
    await q.query(`CREATE FUNCTION production_history_line(line production_equipment) RETURNS jsonb LANGUAGE sql STABLE AS $fn$
      SELECT jsonb_build_object(
        'equipmentId', line.equipment_id, 'equipmentName', production_history_name('equipment_id', to_jsonb(line.equipment_id)),
        'hoursUsed', line.hours_used, 'litersOfFuel', line.liters_of_fuel, 'notes', line.notes)
    $fn$`);

    // The one field of a diff, or {} when it did not change.
    await q.query(`CREATE FUNCTION production_history_only(diff jsonb, field text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $fn$
      SELECT CASE WHEN diff ? field THEN jsonb_build_object(field, diff -> field) ELSE '{}' END
    $fn$`);

    // One trigger function for both tables (TG_TABLE_NAME tells them apart), run once per statement.
    await q.query(`CREATE FUNCTION production_history_write() RETURNS trigger LANGUAGE plpgsql AS $fn$
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
      END $fn$`);

    // Append-only: a row is updated only by the transaction that wrote it, deleted only by a cascade (job, company).
    await q.query(`CREATE FUNCTION production_history_guard() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        IF TG_OP = 'UPDATE' AND OLD.tx = txid_current() THEN RETURN NEW; END IF;
        IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN RETURN OLD; END IF;
        RAISE EXCEPTION 'The history of productions and time records cannot be changed';
      END $fn$`);

    for (const op of ['INSERT', 'UPDATE', 'DELETE'] as const) {
      const tables = op === 'INSERT' ? 'NEW TABLE AS new_rows' : op === 'DELETE' ? 'OLD TABLE AS old_rows' : 'OLD TABLE AS old_rows NEW TABLE AS new_rows';
      const suffix = op.toLowerCase();
      await q.query(`CREATE TRIGGER "tr_production_history_${suffix}" AFTER ${op} ON "production" REFERENCING ${tables} FOR EACH STATEMENT EXECUTE FUNCTION production_history_write()`);
      await q.query(`CREATE TRIGGER "tr_production_equipment_history_${suffix}" AFTER ${op} ON "production_equipment" REFERENCING ${tables} FOR EACH STATEMENT EXECUTE FUNCTION production_history_write()`);
    }
    await q.query(`CREATE TRIGGER "tr_production_history_guard" BEFORE UPDATE OR DELETE ON "production_history" FOR EACH ROW EXECUTE FUNCTION production_history_guard()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const suffix of ['insert', 'update', 'delete']) {
      await q.query(`DROP TRIGGER "tr_production_history_${suffix}" ON "production"`);
      await q.query(`DROP TRIGGER "tr_production_equipment_history_${suffix}" ON "production_equipment"`);
    }
    await q.query(`DROP TABLE "production_history"`);
    await q.query(`DROP FUNCTION production_history_guard(), production_history_write(),
      production_history_line(production_equipment), production_history_only(jsonb, text), production_history_merge(jsonb, jsonb), production_history_diff(jsonb, jsonb, text[]),
      production_history_name(text, jsonb), production_history_field(text), production_history_actor()`);
  }
}
