import type { RouteObject } from 'react-router-dom';

/** Login, password recovery, the account guard, quiz and follow-up pages. */
export const accountRoutes: RouteObject[] = [];
