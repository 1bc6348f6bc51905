import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isRouteErrorResponse, Outlet, useLocation } from 'react-router-dom';

import { ErrorAlert } from '../pages/status-views';

/** A page of the admin area that failed to load or render: shown inside the admin layout, the navigation stays. */
export function AdminRouteError({ error }: { error: unknown }) {
  const { pathname } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section aria-labelledby="admin-error-heading">
        <h1 id="admin-error-heading">Page not found</h1>
        <p role="alert">Page Not Found: {pathname}</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="admin-error-heading">
      <h1 id="admin-error-heading">This page could not be shown</h1>
      <ErrorAlert error={error} />
    </section>
  );
}

interface BoundaryProps {
  resetKey: string;
  children?: ReactNode;
}

interface BoundaryState {
  caught: { error: unknown } | null;
  resetKey: string;
}

/** Catches what a page throws (its code failing to load included) until the path changes. */
class AdminPageBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { caught: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { caught: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.caught ? <AdminRouteError error={this.state.caught.error} /> : this.props.children;
  }
}

/** The admin pages' outlet: a page's error (or its code failing to load) shows in the layout, which stays. */
export function AdminPages() {
  const { pathname } = useLocation();
  return (
    <AdminPageBoundary resetKey={pathname}>
      <Outlet />
    </AdminPageBoundary>
  );
}
