import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { State } from '@telehealth/schemas';
import { Repository } from 'typeorm';

import { StateEntity } from '../state/state.entity.js';

@Injectable()
export class StateService {
  constructor(@InjectRepository(StateEntity) private readonly states: Repository<StateEntity>) {}

  /** Every state (global reference data), ordered by name. */
  async list(): Promise<State[]> {
    const rows = await this.states.find({ order: { name: 'ASC', stateCode: 'ASC' } });
    return rows.map(({ stateCode, name }) => ({ stateCode, name }));
  }
}
