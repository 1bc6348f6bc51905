import { Controller, Logger, ServiceUnavailableException } from '@nestjs/common';
import type { HealthResponse } from '@telehealth/schemas';
import { DataSource } from 'typeorm';

import { Route } from '../common/route/route.decorator.js';

const DATABASE_CHECK_TIMEOUT_MS = 3000;

@Controller()
export class HealthController {
  private readonly logger = new Logger(HealthController.name);

  constructor(private readonly dataSource: DataSource) {}

  /** 200 when the API can query its database, 503 when it cannot. */
  @Route('GET /api/health')
  async check(): Promise<HealthResponse> {
    let timer: NodeJS.Timeout | undefined;
    try {
      if (!this.dataSource.isInitialized) throw new Error('the DataSource is closed');
      await Promise.race([
        this.dataSource.query('SELECT 1'),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no answer within ${DATABASE_CHECK_TIMEOUT_MS} ms`)),
            DATABASE_CHECK_TIMEOUT_MS,
          );
        }),
      ]);
    } catch (error) {
      this.logger.warn(`Database check failed: ${error instanceof Error ? error.message : String(error)}`);
      throw new ServiceUnavailableException('Database is down');
    } finally {
      clearTimeout(timer);
    }
    return { status: 'ok', database: 'up' };
  }
}
