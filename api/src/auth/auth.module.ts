import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { UserEntity } from '../user/user.entity.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { AuthGuard } from './guards/auth.guard.js';
import { AUTH_CLOCK, JwtService, type Clock } from './jwt.service.js';
import { LoginRateLimiter } from './login-rate-limiter.js';

/**
 * Login and login tokens. Global so that any feature module's routes can use @Authenticated() / @Roles()
 * (the guard needs JwtService).
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity])],
  controllers: [AuthController],
  providers: [
    AuthService,
    JwtService,
    AuthGuard,
    LoginRateLimiter,
    { provide: AUTH_CLOCK, useValue: (() => Date.now()) satisfies Clock },
  ],
  exports: [JwtService, AuthGuard],
})
export class AuthModule {}
