import { AdminApiContext, adminRoutes } from '@telehealth/admin-builder';
import { Outlet, type RouteObject } from 'react-router-dom';

import { useApi } from '../api/api-context';
import { AdminQuestionView } from './question-view';

/** The storefront's API client (Token, Tenant, the login's Bearer, retries, errors) handed to the admin area. */
function AdminApiBridge() {
  const api = useApi();
  return (
    <AdminApiContext.Provider value={api}>
      <Outlet />
    </AdminApiContext.Provider>
  );
}

/**
 * The admin area's routes as the storefront mounts them under /admin: loaded only by patchAdminRoutes (this module
 * is imported dynamically), so the admin package and React Flow stay out of the patient pages' chunks.
 */
export function adminAreaRoutes(): RouteObject[] {
  return [
    {
      id: 'admin-area',
      Component: AdminApiBridge,
      children: adminRoutes({ QuestionView: AdminQuestionView }),
    },
  ];
}
