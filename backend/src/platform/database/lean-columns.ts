import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';

const cache = new Map<string, string>();

/**
 * The SELECT list of an entity's columns for lean reads (`dataSource.query`), aliased to the API's camelCase
 * property names and cast so the pg driver already yields API values: numeric -> float8 (a JS number),
 * date -> text ('YYYY-MM-DD'). Rows read with it are ready for JSON without hydration.
 *
 *   `SELECT ${leanColumns(ds, Job, 'j')} FROM job j WHERE j.company_id = $1`
 *
 * `prefix` names the output keys `${prefix}${property}` (e.g. 'user.' for a joined row to nest later).
 */
export function leanColumns<T extends ObjectLiteral>(
  ds: DataSource,
  entity: EntityTarget<T>,
  alias: string,
  options: { omit?: readonly string[]; prefix?: string } = {},
): string {
  const meta = ds.getMetadata(entity);
  const key = `${meta.tableName}|${alias}|${options.prefix ?? ''}|${(options.omit ?? []).join(',')}`;
  let sql = cache.get(key);
  if (sql === undefined) {
    sql = meta.columns
      .filter((c) => !(options.omit ?? []).includes(c.propertyName))
      .map((c) => {
        const ref = `"${alias}"."${c.databaseName}"`;
        const value = c.type === 'numeric' ? `${ref}::float8` : c.type === 'date' ? `${ref}::text` : ref;
        return `${value} AS "${options.prefix ?? ''}${c.propertyName}"`;
      })
      .join(', ');
    cache.set(key, sql);
  }
  return sql;
}

/** Takes the `${prefix}x` keys out of a lean row into a nested object (null when its id is null). */
export function nest<T>(row: Record<string, unknown>, prefix: string): T | null {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(row)) {
    if (!key.startsWith(prefix)) continue;
    out[key.slice(prefix.length)] = row[key];
    delete row[key];
  }
  return out.id === null || out.id === undefined ? null : (out as T);
}
