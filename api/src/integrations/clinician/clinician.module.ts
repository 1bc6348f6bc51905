import { Module } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { EmailModule } from '../../email/email.module.js';
import { FlowVersionsModule } from '../../flow/flow-versions.module.js';
import { CLINICIAN_PROVIDER, type ClinicianProvider } from './clinician-provider.js';
import { ClinicianService } from './clinician.service.js';
import { SandboxClinicianProvider } from './sandbox-clinician.provider.js';

/** Clinician visits of paid orders through the ClinicianProvider of CLINICIAN_PROVIDER (`sandbox` built in). */
@Module({
  imports: [EmailModule, FlowVersionsModule],
  providers: [
    {
      provide: CLINICIAN_PROVIDER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): ClinicianProvider => {
        const provider: 'sandbox' = config.integrations.clinicianProvider;
        return provider === 'sandbox' ? new SandboxClinicianProvider() : provider;
      },
    },
    ClinicianService,
  ],
  exports: [ClinicianService],
})
export class ClinicianModule {}
