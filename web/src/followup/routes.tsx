import type { AppRoute } from '../routing/app-route';
import { loginRequiredGuard } from '../auth/guards';
import { StartLayout } from '../layouts/start-layout';

/** The follow-up visit of a customer's order and the pages after it (layout `start`). */
export const followupRoutes: AppRoute[] = [
  {
    id: 'layout-start-followup',
    Component: StartLayout,
    children: [
      {
        path: 'followup',
        guard: loginRequiredGuard,
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
        guard: loginRequiredGuard,
        lazy: async () => ({ Component: (await import('./followup-page')).FollowupPage }),
      },
    ],
  },
];
