import type { DataSourceOptions } from 'typeorm';

import { FlowVersionEntity } from '../flow/flow-version.entity.js';
import { IntakeEventEntity } from '../order/intake-event.entity.js';
import { OrderEntity } from '../order/order.entity.js';
import { ProductEntity } from '../product/product.entity.js';
import { StateEntity } from '../state/state.entity.js';
import { TenantHostEntity } from '../tenant/tenant-host.entity.js';
import { TenantEntity } from '../tenant/tenant.entity.js';
import { UserEntity } from '../user/user.entity.js';
import { CreateFoundation1795387600000 } from './migrations/1795387600000-CreateFoundation.js';
import { CreateLoginAttempts1795393415000 } from './migrations/1795393415000-CreateLoginAttempts.js';
import { CreateOrders1795399000000 } from './migrations/1795399000000-CreateOrders.js';
import { TypeOrmNestLogger } from './typeorm-logger.js';

/** Every entity, listed by hand: a new entity is added here. */
export const entities = [
  TenantEntity,
  TenantHostEntity,
  StateEntity,
  ProductEntity,
  FlowVersionEntity,
  UserEntity,
  OrderEntity,
  IntakeEventEntity,
];

/** Every migration, oldest first: a new migration is added here. */
export const migrations = [
  CreateFoundation1795387600000,
  CreateLoginAttempts1795393415000,
  CreateOrders1795399000000,
];

/** The one set of TypeORM options, used by the application and by the TypeORM CLI (data-source.ts). */
export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsTableName: 'migrations',
    // Each migration in its own transaction: a failure leaves the earlier ones applied and recorded.
    migrationsTransactionMode: 'each',
    // Schema changes only ever happen through migrations, which the application runs at start-up.
    synchronize: false,
    migrationsRun: false,
    logger: new TypeOrmNestLogger(['error', 'warn', 'migration']),
    maxQueryExecutionTime: 1000,
    poolSize: 10,
    applicationName: 'telehealth-api',
  };
}
