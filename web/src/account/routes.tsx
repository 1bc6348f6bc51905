import type { AppRoute } from '../routing/app-route';
import { loginRequiredGuard } from '../auth/guards';
// The chat's route alone: the chat's index also names its live connection, which only the account's layout needs.
import { chatRoute } from '../chat/routes';

const page =
  <M,>(load: () => Promise<M>, name: keyof M) =>
  async () => ({ Component: (await load())[name] as React.ComponentType });

const layouts = () => import('./account-layouts');
const v1Layout = page(layouts, 'AccountV1Layout');
const panelLayout = page(layouts, 'AccountPanelLayout');
const v2Layout = page(layouts, 'AccountV2Layout');
const overview = page(() => import('./overview-page'), 'OverviewPage');
const orders = page(() => import('./orders-page'), 'OrdersPage');
const order = page(() => import('./order-page'), 'OrderPage');
const subscriptions = page(() => import('./subscriptions-page'), 'SubscriptionsPage');
const profile = page(() => import('./profile-page'), 'ProfilePage');
const support = page(() => import('./support-page'), 'SupportPage');
const cancellation = page(() => import('./cancellation/cancellation-page'), 'CancellationPage');

/**
 * The account area (spec section 2): /account (layout `account`), /account/profile|subscriptions|support (layout
 * `panel`) and /accountv2, /accountv2/orders[/{orderId}]|profile|subscriptions|support (layout `panelv2`). v1 and v2
 * pages are the same components. /accountv2/chat is the chat feature's route (src/chat); the cancellation pages
 * /accountv2/cancel/reason|offer|skip|support|confirm have no layout (the page draws its own slim header): they are
 * the steps of the tenant's cancellation flow, which names their paths. The layouts load with the area's first page
 * (account-layouts.tsx), in parallel with its code.
 */
export const accountRoutes: AppRoute[] = [
  {
    // The spec asks a token only for /accountv2/* (the navigation rules send visitors to /login first); the v1
    // pages act for a logged-in customer too, so they apply the same rule in their guard.
    id: 'layout-account',
    guard: loginRequiredGuard,
    lazy: v1Layout,
    children: [{ path: 'account', lazy: overview }],
  },
  {
    id: 'layout-panel',
    guard: loginRequiredGuard,
    lazy: panelLayout,
    children: [
      { path: 'account/profile', lazy: profile },
      { path: 'account/subscriptions', lazy: subscriptions },
      { path: 'account/support', lazy: support },
    ],
  },
  {
    // Every /accountv2 page needs a token (spec sections 2 and 6): the navigation rules (NavigationGate, the
    // engine's account access rule) send visitors without one to /login before the page renders.
    id: 'layout-panelv2',
    lazy: v2Layout,
    children: [
      { path: 'accountv2', lazy: overview },
      // Rendered on the server with the customer's orders (entry-server.tsx), so the list paints with the page.
      { path: 'accountv2/orders', lazy: orders, handle: { serverRender: true } },
      { path: 'accountv2/orders/:orderId', lazy: order },
      { path: 'accountv2/subscriptions', lazy: subscriptions },
      { path: 'accountv2/profile', lazy: profile },
      { path: 'accountv2/support', lazy: support },
      chatRoute,
    ],
  },
  // No layout (spec section 2). The navigation rules ask a login for every /accountv2 path before it renders.
  { id: 'layout-none-cancellation', path: 'accountv2/cancel/:step', lazy: cancellation },
];
