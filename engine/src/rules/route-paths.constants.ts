/** The storefront paths the routing rules send visitors to (spec section 2). */
export const ROUTE_PATHS = {
  leadQualify: '/start/lead-qualify',
  leadIntro: '/start/lead-intro',
  checkout: '/start/checkout',
  login: '/login',
  adminDashboard: '/admin/dashboard',
  adminInbox: '/admin/inbox',
  accountProfile: '/accountv2/profile',
} as const;

/** The query parameters the routing rules read (spec section 2). */
export const QUERY_PARAMS = {
  maskToken: 'maskToken',
  restoreSession: 'restoresession',
} as const;
