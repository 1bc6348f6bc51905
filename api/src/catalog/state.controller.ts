import { Controller, Get } from '@nestjs/common';
import type { StateListResponse } from '@telehealth/schemas';

import { StateService } from './state.service.js';

@Controller('states')
export class StateController {
  constructor(private readonly states: StateService) {}

  /** The states a patient can ship to, ordered by name (the same for every tenant; the Tenant header is still checked). */
  @Get()
  list(): Promise<StateListResponse> {
    return this.states.list();
  }
}
