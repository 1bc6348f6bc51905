import { Navigate, type RouteObject } from 'react-router-dom';

import type { QuestionViewComponent } from '../builder-tools';
import { AuditPage } from '../pages/audit-page';
import { DashboardPage } from '../pages/dashboard-page';
import { FlowsPage } from '../pages/flows-page';
import { InboxPage } from '../pages/inbox-page';
import { OrdersPage } from '../pages/orders-page';
import { ProductPage, ProductsPage } from '../pages/products-pages';
import { QuestionsPage } from '../pages/questions-page';
import { UserPage, UsersPage } from '../pages/users-pages';
import { AdminLayout } from './admin-layout';
import { AdminRouteError } from './admin-route-error';

export interface AdminRoutesDeps {
  /** The storefront's question renderer, used by the builder's preview. */
  QuestionView: QuestionViewComponent;
}

/**
 * The admin area's routes, relative to where the host mounts them (web mounts them under `/admin`): the `admin`
 * layout around every page. The lists are light and load with the area; the flow builder, the order replay (both
 * draw React Flow canvases) and the question editor load when first opened.
 */
export function adminRoutes({ QuestionView }: AdminRoutesDeps): RouteObject[] {
  return [
    {
      id: 'admin-layout',
      Component: AdminLayout,
      children: [
        {
          id: 'admin-pages',
          ErrorBoundary: AdminRouteError,
          children: [
            { id: 'admin-index', index: true, element: <Navigate to="dashboard" replace /> },
            { id: 'admin-dashboard', path: 'dashboard', Component: DashboardPage },
            { id: 'admin-flows', path: 'flows', Component: FlowsPage },
            {
              id: 'admin-flow-builder',
              path: 'flows/:key/builder',
              lazy: async () => {
                const { BuilderPage } = await import('../builder');
                return { Component: () => <BuilderPage QuestionView={QuestionView} /> };
              },
            },
            { id: 'admin-orders', path: 'orders', Component: OrdersPage },
            {
              id: 'admin-order',
              path: 'order/:id',
              lazy: async () => ({ Component: (await import('../pages/order-page')).OrderPage }),
            },
            { id: 'admin-products', path: 'products', Component: ProductsPage },
            { id: 'admin-product', path: 'product/:id', Component: ProductPage },
            { id: 'admin-questions', path: 'questions', Component: QuestionsPage },
            {
              id: 'admin-question',
              path: 'question/:id',
              lazy: async () => ({ Component: (await import('../pages/question-page')).QuestionPage }),
            },
            { id: 'admin-inbox', path: 'inbox', Component: InboxPage },
            { id: 'admin-inbox-thread', path: 'inbox/:threadId', Component: InboxPage },
            { id: 'admin-users', path: 'users', Component: UsersPage },
            { id: 'admin-user', path: 'user/:id', Component: UserPage },
            { id: 'admin-audit', path: 'audit', Component: AuditPage },
          ],
        },
      ],
    },
  ];
}
