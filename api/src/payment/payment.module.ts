import { Global, Module } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway.js';
import { SandboxPaymentGateway } from './sandbox-payment.gateway.js';

/** Provides the PaymentGateway named by PAYMENT_GATEWAY (only `sandbox` is built in). */
@Global()
@Module({
  providers: [
    {
      provide: PAYMENT_GATEWAY,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): PaymentGateway => {
        // loadConfig() only accepts the providers that exist; `sandbox` is the one built in.
        const provider: 'sandbox' = config.integrations.paymentGateway;
        return provider === 'sandbox' ? new SandboxPaymentGateway() : provider;
      },
    },
  ],
  exports: [PAYMENT_GATEWAY],
})
export class PaymentModule {}
