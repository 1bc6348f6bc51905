import { Module } from '@nestjs/common';

import { HealthController } from './health.controller.js';
import { MetricsController } from './metrics.controller.js';

/** Liveness, readiness, the database check and the metrics scrape. */
@Module({ controllers: [HealthController, MetricsController] })
export class HealthModule {}
