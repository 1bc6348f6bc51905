import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { EmailModule } from '../email/email.module.js';
import { UserEntity } from '../user/user.entity.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { AuthGuard } from './guards/auth.guard.js';
import { AUTH_CLOCK, JwtService, type Clock } from './jwt.service.js';
import { LoginRateLimiter } from './login-rate-limiter.js';
import { MasqueradeController } from './masquerade.controller.js';
import { MasqueradeService } from './masquerade.service.js';
import { PasswordResetController } from './password-reset.controller.js';
import { PasswordRecoverRateLimiter } from './password-reset.rate-limiter.js';
import { PasswordResetService } from './password-reset.service.js';

/**
 * Login, login tokens and mask tokens (masquerade). Global so that the app's global AuthGuard and other modules
 * can use JwtService and MasqueradeService.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity]), EmailModule],
  controllers: [AuthController, MasqueradeController, PasswordResetController],
  providers: [
    AuthService,
    JwtService,
    AuthGuard,
    LoginRateLimiter,
    MasqueradeService,
    PasswordResetService,
    PasswordRecoverRateLimiter,
    { provide: AUTH_CLOCK, useValue: (() => Date.now()) satisfies Clock },
  ],
  exports: [JwtService, AuthGuard, MasqueradeService, PasswordResetService, LoginRateLimiter],
})
export class AuthModule {}
