import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions.js';

import { DATABASE_CONNECTION, type DatabaseConnection } from './database-connection.js';
import { withSchemaLock } from './schema-lock.js';

/** Options of the application's DataSource: PostgreSQL at a URL, with the entities and migrations it maps. */
export type DatabaseOptions = PostgresDataSourceOptions & { url: string };

/**
 * Opens the DataSource and applies pending migrations, one process at a time (withSchemaLock); closes it again if
 * that fails. The options (entities and migrations) come from app/data-source-options.ts.
 */
export async function openDataSource(options: DatabaseOptions): Promise<DataSource> {
  const logger = new Logger('Database');
  const dataSource = new DataSource(options);
  await dataSource.initialize();
  try {
    const applied = await withSchemaLock(options.url, () =>
      dataSource.runMigrations({ transaction: 'each' }),
    );
    for (const migration of applied) logger.log(`Applied migration ${migration.name}`);
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
  return dataSource;
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
        { provide: DataSource, useFactory: () => openDataSource(options) },
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
