import { Module } from '@nestjs/common';

import { HealthController } from './health.controller.js';

/** Liveness, readiness and the database check. */
@Module({ controllers: [HealthController] })
export class HealthModule {}
