import { Module } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import {
  ID_VERIFICATION_PROVIDER,
  SandboxIdVerificationProvider,
  type IdVerificationProvider,
} from './id-verification-provider.js';
import { IdVerificationController } from './id-verification.controller.js';
import { IdVerificationService } from './id-verification.service.js';

/** Identity checks through the IdVerificationProvider of ID_VERIFICATION_PROVIDER (`sandbox` built in). */
@Module({
  controllers: [IdVerificationController],
  providers: [
    {
      provide: ID_VERIFICATION_PROVIDER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): IdVerificationProvider => {
        const provider: 'sandbox' = config.integrations.idVerificationProvider;
        return provider === 'sandbox' ? new SandboxIdVerificationProvider() : provider;
      },
    },
    IdVerificationService,
  ],
})
export class IdVerificationModule {}
