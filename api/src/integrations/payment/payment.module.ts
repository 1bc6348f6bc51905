import { Global, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';

import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway.js';
import { PaymentLedger } from './payment-ledger.service.js';
import { PaymentReconciler } from './payment-reconciler.service.js';
import { SandboxPaymentGateway } from './sandbox-payment.gateway.js';

/**
 * The payment gateway named by PAYMENT_GATEWAY (only `sandbox` is built in), and the payments ledger every
 * gateway call goes through, with its reconciliation job.
 */
@Global()
@Module({
  providers: [
    {
      provide: PAYMENT_GATEWAY,
      inject: [APP_CONFIG, DataSource],
      useFactory: (config: AppConfig, dataSource: DataSource): PaymentGateway => {
        // loadConfig() only accepts the providers that exist; `sandbox` is the one built in.
        const provider: 'sandbox' = config.integrations.paymentGateway;
        return provider === 'sandbox' ? new SandboxPaymentGateway(dataSource) : provider;
      },
    },
    PaymentLedger,
    PaymentReconciler,
  ],
  exports: [PAYMENT_GATEWAY, PaymentLedger, PaymentReconciler],
})
export class PaymentModule {}
