import { Global, Module } from '@nestjs/common';

import { JobQueue } from './job-queue.service.js';

/**
 * The background job queue (pg-boss on the application's database, schema `pgboss`). Global: any feature module
 * injects `JobQueue` to send jobs and registers its handlers with `work()` in `onModuleInit`.
 */
@Global()
@Module({
  providers: [JobQueue],
  exports: [JobQueue],
})
export class JobsModule {}
