import type { AppRoute, GuardArgs } from '../routing/app-route';

import { StartV2Layout } from '../layouts/layouts';
import { notFound } from '../pages/route-not-found';

/** /question/{id} takes a question id (a positive integer); anything else is 'Page Not Found: {path}'. */
export function questionGuard({ params, location }: GuardArgs): null {
  if (!/^[1-9]\d*$/.test(params.id ?? '')) throw notFound(location.pathname);
  return null;
}

/**
 * The intake (spec sections 2 and 4) on the startv2 layout: lead-qualify (step 1), lead-intro (step 2) and the
 * questions. Each page's code loads on first use (the server renders them: they paint before it is in).
 */
export const intakeRoutes: AppRoute[] = [
  {
    id: 'layout-startv2',
    Component: StartV2Layout,
    children: [
      // Each step fetches the next step's code once the patient uses it (handle.preloadNext, app/route-preload.ts).
      {
        path: 'start/lead-qualify',
        handle: { preloadNext: ['/start/lead-intro'], serverRender: true },
        lazy: async () => ({ Component: (await import('./lead-qualify-page')).LeadQualifyPage }),
      },
      {
        path: 'start/lead-intro',
        handle: { preloadNext: ['/question/1'], serverRender: true },
        lazy: async () => ({ Component: (await import('./lead-intro-page')).LeadIntroPage }),
      },
      {
        path: 'question/:id',
        handle: { preloadNext: ['/start/checkout'], serverRender: true },
        guard: questionGuard,
        lazy: async () => ({ Component: (await import('./question-page')).QuestionPage }),
      },
    ],
  },
];
