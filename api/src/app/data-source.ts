/**
 * The DataSource for the TypeORM CLI, against the server in DATABASE_URL, for example:
 *   DATABASE_URL=postgres://... npx typeorm migration:show -d api/dist/app/data-source.js
 * The application itself runs pending migrations at start-up (DatabaseModule).
 */
import 'reflect-metadata';

import { DataSource } from 'typeorm';

import { loadConfig } from '../config/app-config.js';
import { dataSourceOptions } from './data-source-options.js';

const { databaseUrl } = loadConfig();
if (!databaseUrl) {
  throw new Error('DATABASE_URL is not set: the TypeORM CLI needs the URL of a running PostgreSQL server');
}

// The CLI reports what it found (migration:show, migration:run) through the schema log.
export default new DataSource({
  ...dataSourceOptions(databaseUrl),
  logger: 'simple-console',
  logging: ['error', 'warn', 'migration', 'schema'],
});
