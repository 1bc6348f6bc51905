import type { UseQueryResult } from '@tanstack/react-query';

import { failureMessage, failureStatus } from '../api/failure';

/** A polite loading line (announced once by screen readers). */
export function Loading({ what }: { what: string }) {
  return (
    <p className="admin-status" role="status">
      Loading {what}…
    </p>
  );
}

/** A failed call: the API's explanation, announced; after a 401, a way back to the login. */
export function ErrorAlert({ error, what, onRetry }: { error: unknown; what?: string; onRetry?(): void }) {
  const status = failureStatus(error);
  return (
    <div className="admin-alert admin-alert--error" role="alert">
      <p>
        {what ? `${what}: ` : ''}
        {failureMessage(error)}
      </p>
      {status === 401 ? (
        <p>
          <a href="/login">Log in again</a>
        </p>
      ) : null}
      {onRetry && status !== 401 && status !== 403 && status !== 404 ? (
        <button type="button" className="admin-button" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}

/** A page's query before it has data: loading, or its failure with a way to try again. */
export function QueryStatus({
  query,
  what,
}: {
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'error' | 'refetch'>;
  what: string;
}) {
  if (query.isPending) return <Loading what={`the ${what}`} />;
  if (query.isError) {
    return (
      <ErrorAlert
        error={query.error}
        what={`The ${what} could not be loaded`}
        onRetry={() => query.refetch()}
      />
    );
  }
  return null;
}

/** What an action just did, or why it failed: announced politely when done, at once when it failed. */
export interface ActionMessage {
  kind: 'error' | 'done';
  text: string;
}

/** An action's outcome line (ActionMessage), or nothing. */
export function ActionOutcome({ message }: { message: ActionMessage | null }) {
  if (!message) return null;
  return (
    <p
      className={message.kind === 'error' ? 'admin-alert admin-alert--error' : 'admin-alert'}
      role={message.kind === 'error' ? 'alert' : 'status'}
    >
      {message.text}
    </p>
  );
}
