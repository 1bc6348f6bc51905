/**
 * The DataSource for the TypeORM CLI, against the server in DATABASE_DIRECT_URL, else DATABASE_URL (migrations need
 * a session of their own, not a transaction pooler's), for example:
 *   DATABASE_URL=postgres://... npx typeorm migration:show -d api/dist/app/data-source.js
 * The application itself runs pending migrations at start-up (DatabaseModule).
 */
import 'reflect-metadata';

import { DataSource } from 'typeorm';

import { loadConfig } from '../config/app-config.js';
import { dataSourceOptions } from './data-source-options.js';

const { databaseUrl, databaseDirectUrl } = loadConfig();
if (!databaseUrl) {
  throw new Error('DATABASE_URL is not set: the TypeORM CLI needs the URL of a running PostgreSQL server');
}

// The CLI reports what it found (migration:show, migration:run) through the schema log.
export default new DataSource({
  ...dataSourceOptions(databaseDirectUrl ?? databaseUrl),
  logger: 'simple-console',
  logging: ['error', 'warn', 'migration', 'schema'],
});
