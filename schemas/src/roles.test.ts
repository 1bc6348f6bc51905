import { describe, expect, it } from 'vitest';

import enums from './json/enums.schema.json' with { type: 'json' };
import { ROLE_NAMES, STAFF_ROLES, UserRole, isStaffRole } from './roles.js';

describe('roles', () => {
  it('names every value of the Role enum, and only those', () => {
    expect(Object.values(UserRole).sort()).toEqual(enums.$defs.Role.enum);
    expect(Object.keys(ROLE_NAMES).map(Number)).toEqual(enums.$defs.Role.enum);
    expect(UserRole).toEqual({ Admin: 0, Customer: 1, Agent: 2 });
  });

  it('staff are admins and agents', () => {
    expect(STAFF_ROLES).toEqual([0, 2]);
    expect([0, 1, 2, 3].map(isStaffRole)).toEqual([true, false, true, false]);
  });
});
