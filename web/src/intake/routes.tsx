import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';

import { StartV2Layout } from '../layouts/layouts';
import { notFound } from '../pages/route-not-found';
import { LeadQualifyPage } from './lead-qualify-page';

/** /question/{id} takes a question id (a positive integer); anything else is 'Page Not Found: {path}'. */
export function questionLoader({ params, request }: LoaderFunctionArgs): null {
  if (!/^[1-9]\d*$/.test(params.id ?? '')) throw notFound(new URL(request.url).pathname);
  return null;
}

/**
 * The intake (spec sections 2 and 4) on the startv2 layout: lead-qualify (step 1), lead-intro (step 2) and the
 * questions. The question page, with the flow machine, loads on first use.
 */
export const intakeRoutes: RouteObject[] = [
  {
    id: 'layout-startv2',
    Component: StartV2Layout,
    children: [
      { path: 'start/lead-qualify', Component: LeadQualifyPage },
      {
        // The phone input mask loads with this page, not with lead-qualify.
        path: 'start/lead-intro',
        lazy: async () => ({ Component: (await import('./lead-intro-page')).LeadIntroPage }),
      },
      {
        path: 'question/:id',
        loader: questionLoader,
        lazy: async () => ({ Component: (await import('./question-page')).QuestionPage }),
      },
    ],
  },
];
