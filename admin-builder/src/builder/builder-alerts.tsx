import { useState } from 'react';

import type { ImportProblem } from './use-document-file';

/** Someone else saved or published the draft: nothing was overwritten; offers to load the stored version. */
export function ConflictAlert({ message, onReload }: { message: string | null; onReload(): Promise<void> }) {
  const [reloading, setReloading] = useState(false);
  const loadTheirs = async () => {
    setReloading(true);
    try {
      await onReload();
    } finally {
      setReloading(false);
    }
  };
  return (
    <div role="alert" className="builder__conflict">
      <p>
        <strong>Someone else saved this draft.</strong> {message} Your changes since then are not saved;
        nothing was overwritten. Export them if you want to keep a copy, then load their version.
      </p>
      <button
        type="button"
        className="builder-button builder-button--primary"
        onClick={() => void loadTheirs()}
        disabled={reloading}
      >
        {reloading ? 'Loading…' : 'Load their version'}
      </button>
    </div>
  );
}

/** A save that failed for another reason than a conflict; Retry saves again. */
export function SaveErrorAlert({ message, onRetry }: { message: string | null; onRetry(): void }) {
  return (
    <div role="alert" className="builder__alert">
      <p>The draft could not be saved: {message}</p>
      <button type="button" className="builder-button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

/** A refused edit or a finished import, until dismissed. */
export function NoticeAlert({ notice, onDismiss }: { notice: string; onDismiss(): void }) {
  return (
    <div role="alert" className="builder__notice">
      <p>{notice}</p>
      <button type="button" className="builder-button" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}

const SHOWN_ISSUES = 20;

/** A file that could not be imported, with the schema's first problems. */
export function ImportProblemAlert({ problem, onDismiss }: { problem: ImportProblem; onDismiss(): void }) {
  return (
    <div role="alert" className="builder__alert">
      <p>{problem.message} Nothing was imported.</p>
      {problem.issues.length > 0 && (
        <ul>
          {problem.issues.slice(0, SHOWN_ISSUES).map((issue, i) => (
            <li key={i}>
              <code>{issue.path || '(document)'}</code>: {issue.message}
            </li>
          ))}
          {problem.issues.length > SHOWN_ISSUES && <li>… and {problem.issues.length - SHOWN_ISSUES} more</li>}
        </ul>
      )}
      <button type="button" className="builder-button" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
