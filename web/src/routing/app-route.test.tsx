import { renderToString } from 'react-dom/server';
import { MemoryRouter, Outlet, useRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { toRouteObjects, useRouteGuards, type AppRoute } from './app-route';

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
});
