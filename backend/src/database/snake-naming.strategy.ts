import { DefaultNamingStrategy, type NamingStrategyInterface, type Table } from 'typeorm';

/** `equipmentCategoryId` -> `equipment_category_id`, `JobAssignment` -> `job_assignment`. */
export function snakeCase(value: string): string {
  return value
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
}

function tableOf(tableOrName: Table | string): string {
  const name = typeof tableOrName === 'string' ? tableOrName : tableOrName.name;
  return name.split('.').pop() as string;
}

/** PostgreSQL truncates identifiers at 63 bytes; keep generated names readable and within it. */
function limit(name: string): string {
  return name.length <= 63 ? name : name.slice(0, 63);
}

/**
 * snake_case tables and columns, and readable constraint names (pk_job, fk_production_job_id) instead of
 * TypeORM's hashes, so a database error names what failed. Uniques, indexes and checks are named in the entities.
 */
export class SnakeNamingStrategy extends DefaultNamingStrategy implements NamingStrategyInterface {
  override tableName(targetName: string, userSpecifiedName: string | undefined): string {
    return userSpecifiedName ?? snakeCase(targetName);
  }

  override columnName(propertyName: string, customName: string | undefined, embeddedPrefixes: string[]): string {
    return snakeCase([...embeddedPrefixes, customName ?? propertyName].join('_'));
  }

  override relationName(propertyName: string): string {
    return snakeCase(propertyName);
  }

  override joinColumnName(relationName: string, referencedColumnName: string): string {
    return snakeCase(`${relationName}_${referencedColumnName}`);
  }

  override joinTableName(firstTableName: string, _secondTableName: string, firstPropertyName: string): string {
    return snakeCase(`${firstTableName}_${firstPropertyName.replace(/\./g, '_')}`);
  }

  override joinTableColumnName(tableName: string, propertyName: string, columnName?: string): string {
    return snakeCase(`${tableName}_${columnName ?? propertyName}`);
  }

  override primaryKeyName(tableOrName: Table | string): string {
    return limit(`pk_${tableOf(tableOrName)}`);
  }

  override foreignKeyName(tableOrName: Table | string, columnNames: string[]): string {
    return limit(`fk_${tableOf(tableOrName)}_${columnNames.join('_')}`);
  }

  override uniqueConstraintName(tableOrName: Table | string, columnNames: string[]): string {
    return limit(`uq_${tableOf(tableOrName)}_${columnNames.join('_')}`);
  }

  override relationConstraintName(tableOrName: Table | string, columnNames: string[]): string {
    return limit(`rel_${tableOf(tableOrName)}_${columnNames.join('_')}`);
  }

  override indexName(tableOrName: Table | string, columnNames: string[]): string {
    return limit(`ix_${tableOf(tableOrName)}_${columnNames.join('_')}`);
  }
}
