/** SQL for the named CHECK constraints of the entities: one place that quotes option lists from shared/domain. */

function quote(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** `"column" IN ('a', 'b')`: the column must hold one of the option values (NULL passes, as in any CHECK). */
export function oneOf(column: string, values: readonly string[]): string {
  return `"${column}" IN (${values.map(quote).join(', ')})`;
}
