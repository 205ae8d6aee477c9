import type { EntityManager, EntityTarget, ObjectLiteral, QueryDeepPartialEntity } from 'typeorm';

/** Rows per INSERT: far below PostgreSQL's 65,535 parameters for any of our tables. */
export const INSERT_CHUNK = 500;

/**
 * Inserts rows in multi-row statements (never one statement per row) inside the caller's transaction manager and
 * answers their ids, in the order given.
 */
export async function insertChunked<T extends ObjectLiteral>(
  m: EntityManager,
  target: EntityTarget<T>,
  rows: readonly QueryDeepPartialEntity<T>[],
  chunk = INSERT_CHUNK,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += chunk) {
    const result = await m.createQueryBuilder().insert().into(target).values(rows.slice(i, i + chunk)).updateEntity(false)
      .returning('id').execute();
    ids.push(...(result.raw as { id: number }[]).map((r) => Number(r.id)));
  }
  return ids;
}
