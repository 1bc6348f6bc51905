import { isRouteErrorResponse } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { notFound, notFoundMessage, notFoundPath } from './route-not-found';

describe('notFound', () => {
  it('is a 404 route error response that names the path', () => {
    const error = notFound('/question/abc');
    expect(isRouteErrorResponse(error)).toBe(true);
    expect(error.status).toBe(404);
    expect(notFoundPath(error)).toBe('/question/abc');
    expect(notFoundMessage('/question/abc')).toBe('Page Not Found: /question/abc');
  });

  it('finds no path in other errors', () => {
    expect(notFoundPath(new Error('boom'))).toBeNull();
    expect(notFoundPath({ status: 404, data: 'Not Found' })).toBeNull();
    expect(notFoundPath({ status: 500, data: { notFoundPath: '/x' } })).toBeNull();
  });
});
