import { Global, Module } from '@nestjs/common';

import { ShutdownState } from './shutdown-state.js';

/** The process's ShutdownState, injectable everywhere. */
@Global()
@Module({ providers: [ShutdownState], exports: [ShutdownState] })
export class ShutdownModule {}
