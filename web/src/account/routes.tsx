import { redirect, type RouteObject } from 'react-router-dom';

import { chatRoute } from '../chat';
import { PanelV2Layout } from '../layouts/panelv2-layout';

/** The account area (layout `panelv2`). */
export const accountRoutes: RouteObject[] = [
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
      chatRoute,
      {
        // The account area's own pages come later; until then each shows the account home.
        path: 'accountv2/*',
        lazy: async () => ({ Component: (await import('./account-home-page')).AccountHomePage }),
      },
    ],
  },
];
