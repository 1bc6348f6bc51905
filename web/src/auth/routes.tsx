import type { AppRoute } from '../routing/app-route';
import { LoginLayout } from '../layouts/login-layout';

/** Login, password recovery and reset, and the link that claims an order (layout `login`). */
export const authRoutes: AppRoute[] = [
  {
    id: 'layout-login',
    Component: LoginLayout,
    children: [
      {
        // A logged-in visitor is sent on by the navigation rules (NavigationGate, the engine's login redirect).
        path: 'login',
        lazy: async () => ({ Component: (await import('./login-page')).LoginPage }),
      },
      {
        path: 'login/recover',
        lazy: async () => ({ Component: (await import('./recover-page')).RecoverPage }),
      },
      {
        path: 'login/reset',
        lazy: async () => ({ Component: (await import('./reset-page')).ResetPage }),
      },
      {
        // The emailed link that adds an order paid with the account's email to the account.
        path: 'login/claim',
        lazy: async () => ({ Component: (await import('./claim-page')).ClaimPage }),
      },
    ],
  },
];
