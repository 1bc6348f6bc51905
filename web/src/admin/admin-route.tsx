import { staffHomePath } from '@telehealth/engine';
import { jwtDecode } from 'jwt-decode';
import type { ReactElement } from 'react';
import { Navigate } from 'react-router-dom';

import { getCookie } from '../cookies/cookies';
import { loginRequiredGuard } from '../auth/guards';
import type { AppRoute, GuardArgs } from '../routing/app-route';

/**
 * Before any staff page: no login → /login (the page remembered in redirect_from); /admin → the staff member's home
 * (an admin's dashboard, an agent's inbox; read from the token, which the gate and the API check).
 */
export function adminGuard({ location }: Pick<GuardArgs, 'location'>): ReactElement | null {
  const toLogin = loginRequiredGuard({ location });
  if (toLogin) return toLogin;
  if (location.pathname === '/admin' || location.pathname === '/admin/') {
    const token = getCookie('token');
    let role: unknown;
    try {
      role = token ? jwtDecode<{ role?: unknown }>(token).role : undefined;
    } catch {
      role = undefined;
    }
    const home = typeof role === 'number' ? staffHomePath(role) : undefined;
    return <Navigate to={`${home ?? '/admin/dashboard'}${location.search}`} replace />;
  }
  return null;
}
/**
 * `/admin/*`: the guard here, the gate (`admin-gate.tsx`) loaded when the route first renders, no pages of its own.
 * The admin area (its layout and pages, React Flow included) lives in @telehealth/admin-builder and is imported by
 * the gate only for staff (`admin-area.tsx`, its routes relative to `/admin`), so none of it is in the storefront's
 * chunks and a customer who opens /admin downloads none of it.
 */
export const adminRoute: AppRoute = {
  id: 'admin',
  path: 'admin/*',
  guard: adminGuard,
  lazy: async () => ({ Component: (await import('./admin-gate')).AdminGate }),
};
