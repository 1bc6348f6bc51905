import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { JobQueue } from '../../jobs/job-queue.service.js';
import { PaymentLedger } from './payment-ledger.service.js';

export const PAYMENT_JOBS = { reconcile: 'payments.reconcile' } as const;

/** How often the reconciliation runs (a job that queues its next run). */
export const RECONCILE_EVERY_SECONDS = 60;

/**
 * The reconciliation of the payments ledger, for a process that died between a charge and the paid write: the job
 * `payments.reconcile` runs at start-up and then every minute (one queued run at a time, whichever process runs
 * it) and voids every approved charge that no paid order records after `PAYMENT_RECONCILE_AFTER_SECONDS`
 * (`PaymentLedger.reconcile`).
 */
@Injectable()
export class PaymentReconciler implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('PaymentReconciler');

  constructor(
    private readonly ledger: PaymentLedger,
    private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.work(
      PAYMENT_JOBS.reconcile,
      async () => {
        try {
          await this.run();
        } finally {
          await this.schedule(RECONCILE_EVERY_SECONDS);
        }
      },
      { policy: 'short', retryLimit: 2, retryDelaySeconds: 30, expireInSeconds: 300 },
    );
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.schedule(0);
  }

  /** One reconciliation now; answers what it did. */
  async run(): Promise<{ voided: number; failed: number; retried: number }> {
    const done = await this.ledger.reconcile(this.config.integrations.paymentReconcileAfterSeconds);
    if (done.voided + done.failed + done.retried > 0) {
      this.logger.warn(
        `reconciled the payments ledger: ${done.voided} charges voided, ${done.failed} never sent, ${done.retried} reversals sent again`,
      );
    }
    return done;
  }

  /** Queues the next run (the `short` policy keeps one queued run for all processes). */
  private async schedule(afterSeconds: number): Promise<void> {
    try {
      await this.jobs.send(
        PAYMENT_JOBS.reconcile,
        {},
        { startAfterSeconds: afterSeconds, singletonKey: 'ledger' },
      );
    } catch (error) {
      // Stopping: the next start queues it again.
      this.logger.debug(`next reconciliation not queued: ${String(error)}`);
    }
  }
}
