import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DataSource, EntityManager, type Migration } from 'typeorm';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions.js';

import { DATABASE_CONNECTION, type DatabaseConnection } from './database-connection.js';
import { sendUnnamed } from './prepared-query.js';
import { withSchemaLock } from './schema-lock.js';

/** Options of the application's DataSource: PostgreSQL at a URL, with the entities and migrations it maps. */
export type DatabaseOptions = PostgresDataSourceOptions & { url: string };

/**
 * Opens the DataSource and applies pending migrations, one process at a time (withSchemaLock); closes it again if
 * that fails. The options (entities and migrations) come from app/data-source-options.ts. With a `directUrl` other
 * than `options.url` (which then goes through a pooler in transaction mode), the lock and the migrations use a
 * direct session of their own and the DataSource's statements are sent unnamed (sendUnnamed).
 */
export async function openDataSource(
  options: DatabaseOptions,
  directUrl: string = options.url,
): Promise<DataSource> {
  const logger = new Logger('Database');
  const dataSource = new DataSource(options);
  const pooled = directUrl !== options.url;
  if (pooled) sendUnnamed(dataSource);
  await dataSource.initialize();
  try {
    const applied = await withSchemaLock(directUrl, () =>
      migrate(dataSource, pooled ? directUrl : undefined),
    );
    for (const migration of applied) logger.log(`Applied migration ${migration.name}`);
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
  return dataSource;
}

/** Applies the pending migrations of `dataSource`, through a DataSource of one connection to `directUrl` if given. */
async function migrate(dataSource: DataSource, directUrl: string | undefined): Promise<Migration[]> {
  if (directUrl === undefined) return dataSource.runMigrations({ transaction: 'each' });
  const direct = new DataSource({
    ...(dataSource.options as DatabaseOptions),
    url: directUrl,
    poolSize: 1,
    applicationName: 'telehealth-migrations',
  });
  await direct.initialize();
  try {
    return await direct.runMigrations({ transaction: 'each' });
  } finally {
    await direct.destroy();
  }
}

/**
 * Closes the DataSource, then lets go of the server (stopping the embedded one), in that order and once. This is
 * one hook rather than two so the order does not depend on the order Nest happens to call hooks in.
 */
@Injectable()
export class DatabaseLifecycle implements OnApplicationShutdown {
  private closing: Promise<void> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection,
  ) {}

  onApplicationShutdown(): Promise<void> {
    this.closing ??= (async () => {
      try {
        if (this.dataSource.isInitialized) await this.dataSource.destroy();
      } finally {
        await this.connection.close();
      }
    })();
    return this.closing;
  }
}

/**
 * Provides the application's DataSource (and EntityManager) to every module. It replaces
 * TypeOrmModule.forRoot, so that closing the DataSource and stopping the embedded server happen in one place;
 * TypeOrmModule.forFeature([Entity]) and @InjectRepository(Entity) work as usual, since they only need the
 * DataSource provider.
 */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(connection: DatabaseConnection, options: DatabaseOptions): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        { provide: DATABASE_CONNECTION, useValue: connection },
        { provide: DataSource, useFactory: () => openDataSource(options, connection.directUrl) },
        {
          provide: EntityManager,
          useFactory: (dataSource: DataSource) => dataSource.manager,
          inject: [DataSource],
        },
        DatabaseLifecycle,
      ],
      exports: [DATABASE_CONNECTION, DataSource, EntityManager],
    };
  }
}
