import type { RouteObject } from 'react-router-dom';

import { StartV2Layout } from '../layouts/layouts';
import { LeadQualifyPage } from '../pages/lead-qualify-page';

/** The intake: lead-qualify, lead-intro and the questions (spec sections 2 and 4). */
export const intakeRoutes: RouteObject[] = [
  {
    id: 'layout-startv2',
    Component: StartV2Layout,
    children: [{ path: 'start/lead-qualify', Component: LeadQualifyPage }],
  },
];
