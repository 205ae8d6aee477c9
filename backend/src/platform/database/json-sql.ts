/**
 * Responses built by PostgreSQL as JSON text and sent as is: no entity hydration, no per-row work in JS, no
 * parse + re-stringify. The values come out as the API writes them (the same document `JSON.stringify` of a lean
 * row gave): numeric -> float8 (a JSON number), date -> 'YYYY-MM-DD', timestamptz -> Date.prototype.toJSON's
 * 'YYYY-MM-DDTHH:mm:ss.sssZ'. `row_to_json` writes compact JSON; `json_agg` of json values separates them with ', '.
 *
 *   const [{ body }] = await ds.query(`SELECT ${jsonArray({ select: jsonColumns(ds, Job, 'j'), from: 'job j',
 *     where: 'j.company_id = $1', orderBy: 'j.name, j.id' })}::text AS body`, [companyId]);
 *   return sendJson(reply, body);
 */
import type { FastifyReply } from 'fastify';
import type { Pool } from 'pg';
import { DataSource, QueryFailedError, type EntityManager, type EntityTarget, type ObjectLiteral } from 'typeorm';

/** A timestamptz written like Date.prototype.toJSON (UTC, milliseconds truncated like the pg driver's Date). */
export const isoTimestamp = (ref: string) => `to_char(${ref} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const columnsCache = new Map<string, string>();

/** The DataSource of a DataSource or of a transaction's manager (for entity metadata). */
export const dataSourceOf = (db: DataSource | EntityManager): DataSource => ('connection' in db ? db.connection : db);

/**
 * The select list of an entity's columns as JSON-ready values named by their API property, in the entity's order
 * (the order of leanColumns, so the documents keep their key order). Cached per entity, alias and options.
 */
export function jsonColumns<T extends ObjectLiteral>(
  ds: DataSource,
  entity: EntityTarget<T>,
  alias: string,
  options: { omit?: readonly string[]; only?: readonly string[] } = {},
): string {
  const meta = ds.getMetadata(entity);
  const key = `${meta.tableName}|${alias}|${(options.omit ?? []).join(',')}|${(options.only ?? []).join(',')}`;
  let sql = columnsCache.get(key);
  if (sql === undefined) {
    sql = meta.columns
      .filter((c) => !(options.omit ?? []).includes(c.propertyName) && (!options.only || options.only.includes(c.propertyName)))
      .map((c) => {
        const ref = `"${alias}"."${c.databaseName}"`;
        const type = String(c.type);
        const value =
          type === 'numeric' ? `${ref}::float8`
          : type === 'date' ? `${ref}::text`
          : type === 'timestamptz' || type === 'timestamp with time zone' ? isoTimestamp(ref)
          : ref;
        return `${value} AS "${c.propertyName}"`;
      })
      .join(', ');
    columnsCache.set(key, sql);
  }
  return sql;
}

/** A nested object of the current row (`select` names its fields); null when `when` is false (an outer join's miss). */
export const jsonObject = (select: string, when?: string) =>
  `(SELECT row_to_json(o) FROM (SELECT ${select}) o${when ? ` WHERE ${when}` : ''})`;

/**
 * A JSON array expression: one element per row of `from` matching `where`, its fields named by `select`, in
 * `orderBy` order; `[]` when no row matches. `where` may refer to the enclosing row (a correlated list).
 */
export const jsonArray = (q: { select: string; from: string; where: string; orderBy: string }) =>
  `(SELECT COALESCE(json_agg(row_to_json(r) ORDER BY ${q.orderBy}), '[]') FROM ${q.from} CROSS JOIN LATERAL (SELECT ${q.select}) r WHERE ${q.where})`;

/** Runs a statement whose single row has the JSON text `body`; null when it returns no row. */
export async function queryJson(db: DataSource | EntityManager, sql: string, params: unknown[]): Promise<string | null> {
  if (db instanceof DataSource) {
    // Outside a transaction, straight to the pool under TypeORM's driver: a query runner made for each statement was
    // about 8 % of a small read's CPU under load (docs/performance.md, "Throughput"). Errors keep TypeORM's shape.
    const pool = (db.driver as unknown as { master: Pool }).master;
    try {
      const { rows } = await pool.query<[string | null]>({ text: sql, values: params, rowMode: 'array' });
      return rows[0]?.[0] ?? null;
    } catch (error) {
      throw new QueryFailedError(sql, params, error as Error);
    }
  }
  const rows: { body: string }[] = await db.query(sql, params);
  return rows[0]?.body ?? null;
}

/**
 * The JSON text of `expression` (a JSON expression whose parameters are `params`, the company being $1) when the
 * company's row `id` of `table` exists, in the same statement; null when it does not (the caller answers 404).
 */
export async function queryJsonOfRow(
  db: DataSource | EntityManager, table: 'job' | 'user', id: number, expression: string, params: unknown[],
): Promise<string | null> {
  return queryJsonOfRows(db, [{ table, id }], expression, params);
}

/** As queryJsonOfRow for several rows (each must exist in the company): null when any is missing. */
export async function queryJsonOfRows(
  db: DataSource | EntityManager, rows: readonly { table: 'job' | 'user'; id: number }[], expression: string, params: unknown[],
): Promise<string | null> {
  const all = [...params];
  const exists = rows.map(({ table, id }) => {
    all.push(id);
    return `EXISTS (SELECT 1 FROM "${table}" WHERE id = $${all.length} AND company_id = $1)`;
  });
  const sql = exists.length === 0
    ? `SELECT ${expression}::text AS body`
    : `SELECT CASE WHEN ${exists.join(' AND ')} THEN ${expression}::text END AS body`;
  return queryJson(db, sql, all);
}

/** Sends JSON text built by PostgreSQL as the response body, as is (return its result from the handler). */
export function sendJson(reply: FastifyReply, body: string): string {
  void reply.type('application/json; charset=utf-8');
  return body;
}
