import { Component, use, type ComponentType, type ErrorInfo, type ReactElement, type ReactNode } from 'react';
import { matchRoutes, useLocation, type Location, type Params, type RouteObject } from 'react-router-dom';

/** What a route's lazy module gives: the component that renders it. */
export type LazyRoute = () => Promise<{ Component: ComponentType }>;

/** What a guard sees: the location and the route's params. */
export interface GuardArgs {
  location: Location;
  params: Readonly<Params>;
}

/**
 * One route of the storefront, declared as data: the declarative router (`useRoutes`) renders it through
 * `toRouteObjects`, and the route preloads (route-preload.ts) read the same objects (`matchRoutes`, `lazy`,
 * `handle`).
 */
export interface AppRoute {
  id?: string;
  path?: string;
  index?: boolean;
  /** The route's component (a layout renders `<Outlet />`). */
  Component?: ComponentType;
  /** The route's code, loaded when preloaded, before a navigation to it, or when the route first renders. */
  lazy?: LazyRoute;
  /**
   * Runs before the page renders, above the navigation gate (as a data router's loader did; `useRouteGuards`): null
   * renders the route; an element renders instead (a `<Navigate replace />`); a thrown `notFound(path)` shows the
   * route error page.
   */
  guard?: (args: GuardArgs) => ReactElement | null;
  /** Route data for the app (`handle.preloadNext`, route-preload.ts). */
  handle?: unknown;
  children?: AppRoute[];
}

/**
 * The guards of the routes the location matches, outermost first, as a data router ran its loaders: before
 * anything of the page renders (the app's root calls this above the navigation gate). The first guard that answers
 * an element decides what renders instead; a guard that throws (`notFound`) reaches the root's error page.
 */
export function useRouteGuards(routes: readonly AppRoute[]): ReactElement | null {
  const location = useLocation();
  for (const match of matchRoutes(routes as unknown as RouteObject[], location) ?? []) {
    const { guard } = match.route as unknown as AppRoute;
    const instead = guard?.({ location, params: match.params });
    if (instead) return instead;
  }
  return null;
}

function elementOf(route: AppRoute): ReactElement | undefined {
  const Page = route.lazy ? lazyComponent(route.lazy) : route.Component;
  return Page ? <Page /> : undefined;
}

interface RouteCode {
  promise: Promise<ComponentType>;
  /** Set once the code is in: the page then renders at once, without suspending. */
  Component?: ComponentType;
  /** The load failed: the page's render shows the error; the next preload or navigation tries again. */
  failed?: boolean;
}

/** Each lazy route's code, loaded once: the preloads, the navigation (app-history.ts) and the render share it. */
const routeCode = new WeakMap<LazyRoute, RouteCode>();

/** Loads a lazy route's code (once; a failed load is tried again by the next call). */
export function loadRouteCode(load: LazyRoute): Promise<ComponentType> {
  const known = routeCode.get(load);
  if (known && !known.failed) return known.promise;
  const loading: RouteCode = {
    promise: load().then(
      ({ Component }) => (loading.Component = Component),
      (error: unknown) => {
        loading.failed = true;
        throw error;
      },
    ),
  };
  routeCode.set(load, loading);
  return loading.promise;
}

/** The loads of the code a path's page still needs (its matched lazy routes not loaded yet), started now. */
export function pendingRouteCode(routes: readonly AppRoute[], pathname: string): Promise<ComponentType>[] {
  const pending: Promise<ComponentType>[] = [];
  for (const match of matchRoutes(routes as unknown as RouteObject[], pathname) ?? []) {
    const { lazy } = match.route as unknown as AppRoute;
    if (lazy && !routeCode.get(lazy)?.Component) pending.push(loadRouteCode(lazy));
  }
  return pending;
}

const lazyComponents = new WeakMap<LazyRoute, ComponentType>();

/**
 * One component per lazy route, so a route's page keeps its identity (and its state) across renders: it renders the
 * page at once when its code is in (preloaded, or loaded before the navigation), else suspends until it is.
 */
function lazyComponent(load: LazyRoute): ComponentType {
  let component = lazyComponents.get(load);
  if (!component) {
    component = function LazyRoutePage() {
      // The render uses the load it finds, failed or not: a failed one reaches the error page instead of loading
      // again on every render.
      const code = routeCode.get(load);
      const Page = code?.Component ?? use(code?.promise ?? loadRouteCode(load));
      return <Page />;
    };
    lazyComponents.set(load, component);
  }
  return component;
}

/** The routes as react-router's declarative `useRoutes` takes them. */
export function toRouteObjects(routes: readonly AppRoute[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const element = elementOf(route);
    const common = { ...(route.id ? { id: route.id } : {}), ...(element ? { element } : {}) };
    if (route.index) return { ...common, index: true };
    return {
      ...common,
      ...(route.path !== undefined ? { path: route.path } : {}),
      ...(route.children ? { children: toRouteObjects(route.children) } : {}),
    };
  });
}

interface ErrorBoundaryProps {
  /** A change (the page's path) clears a caught error, so navigating away from a failed page renders again. */
  resetKey: unknown;
  fallback: (error: unknown) => ReactNode;
  children?: ReactNode;
}

interface ErrorBoundaryState {
  caught: { error: unknown } | null;
  resetKey: unknown;
}

/**
 * What a route shows when it (or its guard, or its lazy code) throws while rendering: `fallback(error)` in place of
 * its children, until `resetKey` changes.
 */
export class RouteErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { caught: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { caught: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // A failed per-route validation (notFound) is expected; anything else is logged as the data router did.
    if (!isNotFoundLike(error)) console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.caught ? this.props.fallback(this.state.caught.error) : this.props.children;
  }
}

const isNotFoundLike = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
