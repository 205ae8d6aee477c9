/** Every table's rows (the migrations table too), one text per table: equal fingerprints mean the same data. */
export type Query = (sql: string) => Promise<Array<Record<string, unknown>>>;

export async function fingerprint(query: Query): Promise<Record<string, string>> {
  const tables = await query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`);
  const out: Record<string, string> = {};
  for (const { tablename } of tables) {
    const [row] = await query(
      `SELECT count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS f FROM "${String(tablename)}" t`,
    );
    out[String(tablename)] = String(row!.f);
  }
  return out;
}
