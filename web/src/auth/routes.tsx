import { redirect, type RouteObject } from 'react-router-dom';

import { adminRoute } from '../admin/admin-route';
import { LoginLayout } from '../layouts/login-layout';
import { PanelV2Layout } from '../layouts/panelv2-layout';
import { QuizLayout } from '../layouts/quiz-layout';
import { StartLayout } from '../layouts/start-layout';
import { loginRequiredLoader } from './guards';

/** Login, password recovery, the account guard, quiz and follow-up pages. */
export const accountRoutes: RouteObject[] = [
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
  {
    // Every /accountv2 page needs a token (spec sections 2 and 6): the navigation rules (NavigationGate, the
    // engine's account access rule) send visitors without one to /login before the page renders.
    id: 'layout-panelv2',
    Component: PanelV2Layout,
    children: [
      {
        path: 'accountv2',
        lazy: async () => ({ Component: (await import('./account-home-page')).AccountHomePage }),
      },
      {
        // /account is where a resumed visit with a doctor record goes (spec section 4). Until the account area has
        // its own page there, it is the account home above (and its token rule), the query (maskToken) kept.
        path: 'account',
        loader: ({ request }) => redirect(`/accountv2${new URL(request.url).search}`),
      },
      {
        // The account area's own pages come later; until then each shows the account home.
        path: 'accountv2/*',
        lazy: async () => ({ Component: (await import('./account-home-page')).AccountHomePage }),
      },
    ],
  },
  // /admin/*: the gate (admins of this tenant only); the admin area itself is patched in when first opened.
  adminRoute,
  {
    id: 'layout-quiz',
    Component: QuizLayout,
    children: [
      {
        path: 'quiz/:step?',
        lazy: async () => ({ Component: (await import('../quiz/quiz-page')).QuizPage }),
      },
    ],
  },
  {
    id: 'layout-start-followup',
    Component: StartLayout,
    children: [
      {
        path: 'followup',
        loader: (args) => loginRequiredLoader(args),
        lazy: async () => ({ Component: (await import('../followup/followup-page')).FollowupPage }),
      },
      {
        path: 'followup/thanks',
        lazy: async () => ({
          Component: (await import('../followup/followup-thanks-page')).FollowupThanksPage,
        }),
      },
      {
        path: 'followup/verification',
        lazy: async () => ({
          Component: (await import('../followup/followup-verification-page')).FollowupVerificationPage,
        }),
      },
      {
        path: 'followup/:orderId',
        loader: (args) => loginRequiredLoader(args),
        lazy: async () => ({ Component: (await import('../followup/followup-page')).FollowupPage }),
      },
    ],
  },
];
