import type { ValueTransformer } from 'typeorm';

/** numeric(10,2) comes back from pg as a string; the API speaks numbers. */
export const moneyTransformer: ValueTransformer = {
  to: (value: number | null): number | null => value,
  from: (value: string | null): number | null => (value === null ? null : Number(value)),
};
