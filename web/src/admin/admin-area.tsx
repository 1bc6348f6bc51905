import {
  AdminApiContext,
  AdminLiveContext,
  adminRoutes,
  AdminStaffContext,
  type AdminLive,
  type InboxLiveListener,
} from '@telehealth/admin-builder';
import type { ChatMessage, ChatReadEvent, MasqueradeResponse } from '@telehealth/schemas';
import { jwtDecode } from 'jwt-decode';
import { useMemo } from 'react';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';

import { useApi } from '../api/api-context';
import type { ApiClient } from '../api/client';
import { beginCustomerView } from '../auth/staff-session';
import { ChatLiveConnection } from '../chat/chat-live';
import { getCookie } from '../cookies/cookies';
import { useTenant } from '../tenant/tenant-context';
import { notFound } from '../pages/route-not-found';
import { adminAccess } from './admin-access';
import { AdminQuestionView } from './question-view';

/**
 * The care team's live events for the admin area: `GET /api/chat/inbox/events` opened by the storefront's client
 * and kept open by the chat's own connection (reconnects with Last-Event-ID, `polling` after failures), one per
 * subscriber.
 */
export function adminLive(api: ApiClient): AdminLive {
  return {
    subscribeInbox(listener: InboxLiveListener, onState) {
      const connection = new ChatLiveConnection(
        (headers, signal) => api.stream('GET /api/chat/inbox/events', { headers, signal }),
        (kind, value) => {
          if (kind === 'message') listener.message?.(value as ChatMessage);
          else if (kind === 'read') listener.read?.(value as ChatReadEvent);
          else listener.resync?.();
        },
        onState,
      );
      connection.start();
      return () => connection.stop();
    },
  };
}

/**
 * What the admin area gets from the storefront: its API client (Token, Tenant, the login's Bearer, retries,
 * errors), the care team's live events, and who the staff member is (role and id, from the login token the gate
 * let in; re-read at each render, and re-checked by the API on every call).
 */
function AdminApiBridge() {
  const api = useApi();
  const live = useMemo(() => adminLive(api), [api]);
  const { tenantId } = useTenant();
  const access = adminAccess(getCookie('token'), jwtDecode, tenantId);
  // The gate above renders this only for staff; anything else renders nothing while the gate catches up.
  if (access.kind !== 'staff') return null;
  return (
    <AdminApiContext.Provider value={api}>
      <AdminLiveContext.Provider value={live}>
        <AdminStaffContext.Provider value={{ role: access.role, userId: access.userId }}>
          <Outlet />
        </AdminStaffContext.Provider>
      </AdminLiveContext.Provider>
    </AdminApiContext.Provider>
  );
}

/**
 * "View as customer": the staff login is kept aside in this tab and the storefront's account opens as the customer
 * (a full load, so nothing of the staff area stays in memory while acting as the customer).
 */
function viewAsCustomer(masquerade: MasqueradeResponse): void {
  window.location.assign(beginCustomerView(masquerade));
}

/** An /admin path the staff area does not have: the storefront's not-found page, 'Page Not Found: {path}'. */
function UnknownAdminPage(): never {
  const { pathname } = useLocation();
  throw notFound(pathname);
}

/**
 * The admin area's routes as the storefront mounts them under /admin (relative to it): the package's, behind the
 * bridge, and the not-found page for any other /admin path.
 */
export function adminAreaRoutes(): RouteObject[] {
  return [
    {
      id: 'admin-area',
      element: <AdminApiBridge />,
      children: adminRoutes({ QuestionView: AdminQuestionView, viewAsCustomer }),
    },
    { id: 'admin-unknown', path: '*', element: <UnknownAdminPage /> },
  ];
}

const areaRoutes = adminAreaRoutes();

/**
 * The admin area under /admin: imported only by the gate (admin-route.tsx) for staff, so the admin package and
 * React Flow stay out of the patient pages' chunks.
 */
export function AdminArea() {
  return useRoutes(areaRoutes);
}
