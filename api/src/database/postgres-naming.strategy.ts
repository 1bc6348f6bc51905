import { DefaultNamingStrategy, type Table } from 'typeorm';

/**
 * Names primary and foreign keys the way PostgreSQL names them when a migration leaves the name out
 * (`<table>_pkey`, `<table>_<columns>_fkey`), so entities need not spell out the names the migrations created.
 * Checks, uniques and indexes keep the names their entities give.
 */
export class PostgresNamingStrategy extends DefaultNamingStrategy {
  override primaryKeyName(tableOrName: Table | string): string {
    return `${this.getTableName(tableOrName)}_pkey`;
  }

  override foreignKeyName(tableOrName: Table | string, columnNames: string[]): string {
    return `${this.getTableName(tableOrName)}_${columnNames.join('_')}_fkey`;
  }
}
