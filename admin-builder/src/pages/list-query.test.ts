import { describe, expect, it } from 'vitest';

import { apiListQuery, ORDER_STATUS_FILTERS, readListQuery, writeListQuery } from './list-query';

const statuses = ORDER_STATUS_FILTERS.map((option) => option.value);

describe('readListQuery', () => {
  it('reads search, filter and page from the URL', () => {
    expect(readListQuery(new URLSearchParams('q=ann&status=hard_stop&page=3'), 'status', statuses)).toEqual({
      q: 'ann',
      filter: 'hard_stop',
      page: 3,
    });
  });

  it('drops what the API would refuse', () => {
    const search = new URLSearchParams(`q=${'x'.repeat(250)}&status=BOGUS&page=0`);
    const query = readListQuery(search, 'status', statuses);
    expect(query.q).toHaveLength(200);
    expect(query.filter).toBe('');
    expect(query.page).toBe(1);
    expect(readListQuery(new URLSearchParams('page=2.5'), 'status', statuses).page).toBe(1);
  });
});

describe('writeListQuery and apiListQuery', () => {
  it('leaves defaults out of the URL and trims the search', () => {
    expect(writeListQuery({ q: '  ', filter: '', page: 1 }, 'status').toString()).toBe('');
    expect(writeListQuery({ q: ' ann ', filter: 'paid', page: 2 }, 'status').toString()).toBe(
      'q=ann&status=paid&page=2',
    );
  });

  it('sends page and page size always, search and filter only when set', () => {
    expect(apiListQuery({ q: '', filter: '', page: 1 }, 'status', 20)).toEqual({
      q: undefined,
      status: undefined,
      page: '1',
      pageSize: '20',
    });
    expect(apiListQuery({ q: 'x@example.com', filter: '1', page: 4 }, 'role', 25)).toEqual({
      q: 'x@example.com',
      role: '1',
      page: '4',
      pageSize: '25',
    });
  });
});
