import type { RouteObject } from 'react-router-dom';

import { loginRequiredLoader } from '../auth/guards';
import { StartLayout } from '../layouts/start-layout';

/** The follow-up visit of a customer's order and the pages after it (layout `start`). */
export const followupRoutes: RouteObject[] = [
  {
    id: 'layout-start-followup',
    Component: StartLayout,
    children: [
      {
        path: 'followup',
        loader: (args) => loginRequiredLoader(args),
        lazy: async () => ({ Component: (await import('./followup-page')).FollowupPage }),
      },
      {
        path: 'followup/thanks',
        lazy: async () => ({ Component: (await import('./followup-thanks-page')).FollowupThanksPage }),
      },
      {
        path: 'followup/verification',
        lazy: async () => ({
          Component: (await import('./followup-verification-page')).FollowupVerificationPage,
        }),
      },
      {
        path: 'followup/:orderId',
        loader: (args) => loginRequiredLoader(args),
        lazy: async () => ({ Component: (await import('./followup-page')).FollowupPage }),
      },
    ],
  },
];
