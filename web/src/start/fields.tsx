import type { InputHTMLAttributes } from 'react';

/** A labelled text input; its error is tied to it (aria-describedby) and marks it invalid. */
export function TextField({
  id,
  label,
  error,
  hint,
  ...input
}: { id: string; label: string; error?: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={`start-field${error ? ' start-field--invalid' : ''}`}>
      <label className="start-field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="start-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={id}
        className="start-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {error ? (
        <p className="start-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
