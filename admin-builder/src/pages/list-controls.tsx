import { useId, useState, type FormEvent } from 'react';

import { pageCount } from './format';
import type { ListQuery } from './list-query';

export interface ListFiltersProps {
  query: ListQuery;
  searchLabel: string;
  filterLabel: string;
  /** None: no filter is offered (an agent's customer list). */
  filterOptions: readonly { value: string; label: string }[];
  onChange(query: ListQuery): void;
}

/** Search box and filter of a list; submitting goes back to page 1. */
export function ListFilters({ query, searchLabel, filterLabel, filterOptions, onChange }: ListFiltersProps) {
  const id = useId();
  const [q, setQ] = useState(query.q);
  const [filter, setFilter] = useState(query.filter);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q, filter, page: 1 });
  };
  return (
    <form className="admin-filters" role="search" onSubmit={onSubmit}>
      <div className="admin-field">
        <label htmlFor={`${id}-q`}>{searchLabel}</label>
        <input
          id={`${id}-q`}
          type="search"
          value={q}
          maxLength={200}
          onChange={(e) => setQ(e.target.value)}
        />
      </div>
      {filterOptions.length > 0 ? (
        <div className="admin-field">
          <label htmlFor={`${id}-filter`}>{filterLabel}</label>
          <select id={`${id}-filter`} value={filter} onChange={(e) => setFilter(e.target.value)}>
            <option value="">All</option>
            {filterOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <button type="submit" className="admin-button admin-button--primary">
        Search
      </button>
    </form>
  );
}

export interface PagerProps {
  page: number;
  total: number;
  pageSize: number;
  label: string;
  onPage(page: number): void;
}

/** Previous / next page, with where the list stands. */
export function Pager({ page, total, pageSize, label, onPage }: PagerProps) {
  const pages = pageCount(total, pageSize);
  return (
    <nav className="admin-pager" aria-label={label}>
      <button type="button" className="admin-button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </button>
      <span>
        Page {Math.min(page, pages)} of {pages} · {total} in all
      </span>
      <button
        type="button"
        className="admin-button"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next page
      </button>
    </nav>
  );
}
