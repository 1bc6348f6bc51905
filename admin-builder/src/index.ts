export { adminRoutes, type AdminRoutesDeps } from './shell/admin-routes';
export {
  AdminApiContext,
  isAdminApiFailure,
  useAdminApi,
  type AdminApi,
  type AdminApiFailure,
  type AdminRouteKey,
} from './api/admin-api';
export {
  AdminLiveContext,
  type AdminLive,
  type InboxLiveListener,
  type InboxLiveState,
} from './api/admin-live';
export type { QuestionViewComponent, QuestionViewProps } from './builder-tools';
export { AdminStaffContext, type AdminStaff, type ViewAsCustomer } from './api/admin-staff';
