import { lazy, Suspense, type ReactNode } from 'react';
import { Link, Navigate, Outlet, type RouteObject } from 'react-router-dom';

import { useAdminStaff, ViewAsCustomerContext, type ViewAsCustomer } from '../api/admin-staff';

import type { QuestionViewComponent } from '../builder-tools';
import { AuditPage } from '../pages/audit-page';
import { DashboardPage } from '../pages/dashboard-page';
import { FlowsPage } from '../pages/flows-page';
import { InboxPage } from '../pages/inbox-page';
import { OrdersPage } from '../pages/orders-page';
import { Loading } from '../pages/status-views';
import { ProductPage, ProductsPage } from '../pages/products-pages';
import { QuestionsPage } from '../pages/questions-page';
import { UserPage, UsersPage } from '../pages/users-pages';
import { AdminLayout } from './admin-layout';
import { homeOf } from './admin-nav';
import { AdminPages } from './admin-route-error';

export interface AdminRoutesDeps {
  /** The storefront's question renderer, used by the builder's preview. */
  QuestionView: QuestionViewComponent;
  /** Opens the storefront as the customer of a mask token ("View as customer"); absent, the button is not shown. */
  viewAsCustomer?: ViewAsCustomer;
}

/** `/admin`: the staff member's home (an admin's dashboard, an agent's inbox). */
function StaffHome() {
  const { role } = useAdminStaff();
  return <Navigate to={homeOf(role)} replace />;
}

/**
 * The pages only admins use (dashboard, flows and builder, products, questions). An agent who opens one (a link, a
 * typed address) is told so inside the layout; the API refuses an agent's calls there anyway (403).
 */
function AdministratorsOnly() {
  const { role } = useAdminStaff();
  if (role === 0) return <Outlet />;
  return (
    <section aria-labelledby="admin-only-heading">
      <h1 id="admin-only-heading">This page is for administrators</h1>
      <p role="alert">
        You are logged in as an agent. Agents use the inbox, the customers and the orders; ask an
        administrator for this page.
      </p>
      <p>
        <Link to={homeOf(role)}>Go to your inbox</Link>
      </p>
    </section>
  );
}

/** The builder, the question editor and the order page: each loads when first opened. */
const QuestionPage = lazy(async () => ({ default: (await import('../pages/question-page')).QuestionPage }));
const OrderPage = lazy(async () => ({ default: (await import('../pages/order-page')).OrderPage }));
const BuilderPage = lazy(async () => ({ default: (await import('../builder')).BuilderPage }));

/**
 * A page whose code loads when first opened, in a Suspense boundary of its own: a navigation to it shows "Loading the
 * page…" in the layout at once. Navigations are transitions, and a transition keeps content already on screen while
 * a boundary it had revealed suspends, so without one the page before stayed (taking clicks) under the new address
 * until the code was in. A boundary mounted by the navigation shows its fallback instead.
 */
function LazyPage({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading what="the page" />}>{children}</Suspense>;
}

function WithViewAsCustomer({ value, children }: { value: ViewAsCustomer | null; children?: ReactNode }) {
  return (
    <ViewAsCustomerContext.Provider value={value}>{children ?? <Outlet />}</ViewAsCustomerContext.Provider>
  );
}

/**
 * The admin area's routes, relative to where the host mounts them (web mounts them under `/admin`): the `admin`
 * layout around every page. The lists are light and load with the area; the flow builder, the order replay (both
 * draw React Flow canvases) and the question editor load when first opened.
 */
export function adminRoutes({ QuestionView, viewAsCustomer }: AdminRoutesDeps): RouteObject[] {
  return [
    {
      id: 'admin-layout',
      element: (
        <WithViewAsCustomer value={viewAsCustomer ?? null}>
          <AdminLayout />
        </WithViewAsCustomer>
      ),
      children: [
        {
          id: 'admin-pages',
          element: (
            <Suspense fallback={null}>
              <AdminPages />
            </Suspense>
          ),
          children: [
            { id: 'admin-index', index: true, element: <StaffHome /> },
            {
              id: 'admin-only',
              element: <AdministratorsOnly />,
              children: [
                { id: 'admin-dashboard', path: 'dashboard', element: <DashboardPage /> },
                { id: 'admin-flows', path: 'flows', element: <FlowsPage /> },
                {
                  id: 'admin-flow-builder',
                  path: 'flows/:key/builder',
                  element: (
                    <LazyPage>
                      <BuilderPage QuestionView={QuestionView} />
                    </LazyPage>
                  ),
                },
                { id: 'admin-products', path: 'products', element: <ProductsPage /> },
                { id: 'admin-product', path: 'product/:id', element: <ProductPage /> },
                { id: 'admin-questions', path: 'questions', element: <QuestionsPage /> },
                {
                  id: 'admin-question',
                  path: 'question/:id',
                  element: (
                    <LazyPage>
                      <QuestionPage />
                    </LazyPage>
                  ),
                },
                { id: 'admin-audit', path: 'audit', element: <AuditPage /> },
              ],
            },
            { id: 'admin-inbox', path: 'inbox', element: <InboxPage /> },
            { id: 'admin-inbox-thread', path: 'inbox/:threadId', element: <InboxPage /> },
            { id: 'admin-orders', path: 'orders', element: <OrdersPage /> },
            {
              id: 'admin-order',
              path: 'order/:id',
              element: (
                <LazyPage>
                  <OrderPage />
                </LazyPage>
              ),
            },
            { id: 'admin-users', path: 'users', element: <UsersPage /> },
            { id: 'admin-user', path: 'user/:id', element: <UserPage /> },
          ],
        },
      ],
    },
  ];
}
