import type { ComponentType } from 'react';

import type { AppRoute } from '../routing/app-route';
import { StartV2Layout } from '../layouts/layouts';

/** A page component loaded with its route (each page is its own chunk). */
const page =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  async () => ({ Component: (await load())[name] });

/**
 * The start pages after the questionnaire (spec sections 2, 3 and 9), in this order (web/README.md):
 * /start/checkout (hub) → state → products → dosage → shipping → payment → summary → pay → thanks → verification
 * → vouched → wait → compl; /start/form (contact) from any of them. Dosage uses the spec's `startv2` layout, the
 * rest the `checkout` layout. One CheckoutSessionProvider above both keeps the checkout (and the card, in memory)
 * while the patient moves between them.
 */
export const startRoutes: AppRoute[] = [
  {
    // The checkout session and layout load with the first start page, not with the storefront's entry.
    id: 'start-session',
    lazy: page(() => import('./checkout-session'), 'CheckoutSessionProvider'),
    children: [
      {
        id: 'layout-checkout',
        lazy: page(() => import('./start-checkout-layout'), 'StartCheckoutLayout'),
        children: [
          {
            path: 'start/checkout',
            lazy: page(() => import('./pages/checkout-page'), 'CheckoutPage'),
            // The server renders it with its order and products; the tab's stored progress follows in the browser.
            handle: { serverRender: true },
          },
          { path: 'start/state', lazy: page(() => import('./pages/state-page'), 'StatePage') },
          { path: 'start/products', lazy: page(() => import('./pages/products-page'), 'ProductsPage') },
          { path: 'start/shipping', lazy: page(() => import('./pages/shipping-page'), 'ShippingPage') },
          { path: 'start/payment', lazy: page(() => import('./pages/payment-page'), 'PaymentPage') },
          { path: 'start/summary', lazy: page(() => import('./pages/summary-page'), 'SummaryPage') },
          { path: 'start/thanks', lazy: page(() => import('./pages/thanks-page'), 'ThanksPage') },
          {
            path: 'start/verification',
            lazy: page(() => import('./pages/verification-page'), 'VerificationPage'),
          },
          { path: 'start/vouched', lazy: page(() => import('./pages/vouched-page'), 'VouchedPage') },
          { path: 'start/wait', lazy: page(() => import('./pages/wait-page'), 'WaitPage') },
          { path: 'start/compl', lazy: page(() => import('./pages/compl-page'), 'ComplPage') },
          { path: 'start/form', lazy: page(() => import('./pages/form-page'), 'FormPage') },
        ],
      },
      {
        id: 'start-layout-startv2',
        Component: StartV2Layout,
        children: [{ path: 'start/dosage', lazy: page(() => import('./pages/dosage-page'), 'DosagePage') }],
      },
    ],
  },
];
