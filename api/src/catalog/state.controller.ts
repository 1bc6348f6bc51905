import { Controller } from '@nestjs/common';
import type { StateListResponse } from '@telehealth/schemas';

import { Route } from '../common/route/route.decorator.js';
import { StateService } from './state.service.js';

@Controller()
export class StateController {
  constructor(private readonly states: StateService) {}

  /** The states a patient can ship to, ordered by name (the same for every tenant; the Tenant header is still checked). */
  @Route('GET /api/states')
  list(): Promise<StateListResponse> {
    return this.states.list();
  }
}
