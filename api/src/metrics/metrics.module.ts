import { Global, Module } from '@nestjs/common';

import { Metrics } from './metrics.service.js';

/** The application's metrics registry; global, so any module counts what happens in it. */
@Global()
@Module({ providers: [Metrics], exports: [Metrics] })
export class MetricsModule {}
