import type { RouteObject } from 'react-router-dom';

/** The start pages after the questionnaire: products, shipping, payment, checkout, verification, thanks. */
export const startRoutes: RouteObject[] = [];
