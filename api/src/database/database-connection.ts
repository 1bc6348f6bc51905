import { Logger } from '@nestjs/common';

import type { AppConfig } from '../config/app-config.js';
import { EmbeddedPostgresServer } from './embedded-postgres.server.js';

/** The database the embedded server hosts the application's tables in. */
export const EMBEDDED_DATABASE_NAME = 'telehealth';

/** Where the application's database is, and how to let go of it when the application stops. */
export interface DatabaseConnection {
  /** Every request's and job's statements (DATABASE_URL): a pooler in transaction mode may stand in between. */
  url: string;
  /**
   * A direct connection to the same database (DATABASE_DIRECT_URL, else `url`), for what needs a session of its
   * own: the schema lock, migrations, pg-boss's schema, LISTEN.
   */
  directUrl: string;
  /** Present when this process runs the server itself. */
  embedded: EmbeddedPostgresServer | undefined;
  /** Stops the embedded server, if any; safe to call more than once. */
  close(): Promise<void>;
}

/**
 * With DATABASE_URL, that server (and DATABASE_DIRECT_URL for sessions); without it, an embedded PostgreSQL in
 * PG_DATA_DIR on PG_PORT with a `telehealth` database. Everything after this point is the same code path either way.
 */
export async function connectDatabase(config: AppConfig): Promise<DatabaseConnection> {
  if (config.databaseUrl) {
    return {
      url: config.databaseUrl,
      directUrl: config.databaseDirectUrl ?? config.databaseUrl,
      embedded: undefined,
      close: async () => undefined,
    };
  }
  if (config.isProduction) {
    new Logger('Database').warn(
      'NODE_ENV=production without DATABASE_URL: using the embedded PostgreSQL server (ALLOW_EMBEDDED_POSTGRES)',
    );
  }
  const server = await EmbeddedPostgresServer.start({ ...config.embeddedPostgres, persistent: true });
  try {
    await server.ensureDatabase(EMBEDDED_DATABASE_NAME);
  } catch (error) {
    await server.stop();
    throw error;
  }
  const url = server.url(EMBEDDED_DATABASE_NAME);
  return { url, directUrl: url, embedded: server, close: () => server.stop() };
}

/** Injection token of the DatabaseConnection. */
export const DATABASE_CONNECTION = Symbol('DATABASE_CONNECTION');
