import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/** A US state or DC: global reference data, the same for every tenant. */
@Entity({ name: 'states' })
@Check('states_state_code_check', `state_code ~ '^[A-Z]{2}$'`)
export class StateEntity {
  @PrimaryColumn({ name: 'state_code', type: 'text' })
  stateCode!: string;

  @Column({ type: 'text' })
  name!: string;
}
