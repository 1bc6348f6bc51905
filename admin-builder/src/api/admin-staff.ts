import type { MasqueradeResponse, StaffRole } from '@telehealth/schemas';
import { createContext, useContext } from 'react';

/** Who is using the staff area, as the host read it from their login token (the API re-checks every request). */
export interface AdminStaff {
  userId: number;
  /** 0 admin, 2 agent: what the navigation shows and which pages open. */
  role: StaffRole;
}

export const AdminStaffContext = createContext<AdminStaff | null>(null);

/** The staff member using the area; the host must provide it (web: from the login token it let in). */
export function useAdminStaff(): AdminStaff {
  const staff = useContext(AdminStaffContext);
  if (!staff) throw new Error('useAdminStaff needs an AdminStaffContext provider (the host provides it)');
  return staff;
}

/**
 * What the host does with a mask token the staff area obtained (`POST /api/auth/masquerade`): keep the staff
 * member's own login aside and open the storefront's account as the customer. The admin area never touches the
 * storefront's cookies itself.
 */
export type ViewAsCustomer = (masquerade: MasqueradeResponse) => void;

export const ViewAsCustomerContext = createContext<ViewAsCustomer | null>(null);
