import { renderToString } from 'react-dom/server';
import { MemoryRouter, Outlet, useRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { loadRouteCode, pendingRouteCode, toRouteObjects, useRouteGuards, type AppRoute } from './app-route';

const Layout = () => (
  <main>
    <Outlet />
  </main>
);
const Home = () => <p>home</p>;
const About = () => <p>about</p>;

const routes: AppRoute[] = [
  {
    id: 'layout',
    Component: Layout,
    children: [
      { index: true, Component: Home },
      { path: 'about', Component: About },
      {
        path: 'members',
        guard: ({ location }) => <p>login first, from {location.pathname}</p>,
        Component: About,
      },
      {
        path: 'docs/:slug',
        guard: ({ params }) => (params.slug === 'ok' ? null : <p>no</p>),
        Component: About,
      },
      { path: 'later', lazy: async () => ({ Component: About }) },
    ],
  },
];

function render(path: string) {
  const objects = toRouteObjects(routes);
  function Pages() {
    const guarded = useRouteGuards(routes);
    const page = useRoutes(objects);
    return guarded ?? page;
  }
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <Pages />
    </MemoryRouter>,
  );
}

describe('AppRoute as declarative routes', () => {
  it('renders layouts, index and path routes', () => {
    expect(render('/')).toBe('<main><p>home</p></main>');
    expect(render('/about')).toBe('<main><p>about</p></main>');
  });

  it("renders a guard's element instead of the page, and the page when the guard returns null", () => {
    expect(render('/members')).toBe('<p>login first, from <!-- -->/members</p>');
    expect(render('/docs/ok')).toBe('<main><p>about</p></main>');
    expect(render('/docs/other')).toBe('<p>no</p>');
  });

  it('keeps ids and paths, which matching and the preloads read', () => {
    const [layout] = toRouteObjects(routes);
    expect(layout!.id).toBe('layout');
    expect(layout!.children!.map((route) => route.path ?? (route.index ? 'index' : ''))).toEqual([
      'index',
      'about',
      'members',
      'docs/:slug',
      'later',
    ]);
  });

  it('renders a lazy page at once once its code is loaded, and knows which code a path still needs', async () => {
    const page = async () => ({ Component: () => <p>loaded page</p> });
    const lazyRoutes: AppRoute[] = [
      {
        id: 'layout',
        Component: Layout,
        children: [
          { path: 'lazy', lazy: page },
          { path: 'eager', Component: Home },
        ],
      },
    ];
    const objects = toRouteObjects(lazyRoutes);
    function Pages() {
      return useRoutes(objects);
    }
    const renderAt = (path: string) =>
      renderToString(
        <MemoryRouter initialEntries={[path]}>
          <Pages />
        </MemoryRouter>,
      );

    expect(pendingRouteCode(lazyRoutes, '/eager')).toEqual([]);
    const pending = pendingRouteCode(lazyRoutes, '/lazy');
    expect(pending).toHaveLength(1);
    await Promise.all(pending);
    expect(pendingRouteCode(lazyRoutes, '/lazy')).toEqual([]);
    expect(await loadRouteCode(page)).toBe(await pending[0]);
    expect(renderAt('/lazy')).toBe('<main><p>loaded page</p></main>');
  });

  it('tries a failed load again', async () => {
    let attempts = 0;
    const flaky = () => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new Error('offline'))
        : Promise.resolve({ Component: () => null });
    };
    await expect(loadRouteCode(flaky)).rejects.toThrow('offline');
    await expect(loadRouteCode(flaky)).resolves.toBeTypeOf('function');
    expect(attempts).toBe(2);
  });
});
