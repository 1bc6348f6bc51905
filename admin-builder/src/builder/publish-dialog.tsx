import { useEffect, useId, useRef, type ReactNode } from 'react';

/** The modal shown before publishing: what publishing does, the diff (children), the error of a failed attempt. */
export function PublishDialog(props: {
  children: ReactNode;
  onClose(): void;
  onPublish(): void;
  publishing: boolean;
  error: string | null;
  draftVersion: number;
  publishedVersion: number | null;
  warnings: number;
  canPublish: boolean;
}) {
  const {
    children,
    onClose,
    onPublish,
    publishing,
    error,
    draftVersion,
    publishedVersion,
    warnings,
    canPublish,
  } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog ref={ref} className="builder-dialog" aria-labelledby={titleId} onCancel={onClose}>
      <h2 id={titleId}>
        Publish draft v{draftVersion}
        {publishedVersion ? ` (replaces v${publishedVersion})` : ''}
      </h2>
      <p>
        New patients start on the published version at once; intakes under way finish on the version they
        started.
        {warnings > 0 ? ` The analysis has ${warnings} ${warnings === 1 ? 'warning' : 'warnings'}.` : ''}
      </p>
      <div className="builder-dialog__diff">{children}</div>
      {error && (
        <p role="alert" className="builder-page__alert">
          {error}
        </p>
      )}
      <div className="builder-dialog__actions">
        <button type="button" className="builder-button" onClick={onClose} disabled={publishing}>
          Cancel
        </button>
        <button
          type="button"
          className="builder-button builder-button--primary"
          onClick={onPublish}
          disabled={publishing || !canPublish}
        >
          {publishing ? 'Publishing…' : `Publish v${draftVersion}`}
        </button>
      </div>
    </dialog>
  );
}
