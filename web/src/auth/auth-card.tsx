import type { FormEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

import { FormError } from '../ui/form-error';
import { TextField } from '../ui/text-field';

/** A notice another page hands to /login (the reset page: "Your password has been reset ..."). */
export interface LoginPageState {
  notice?: string;
}

/** One page of the login card: the heading that names the section, then its content. */
export function AuthSection({
  name,
  title,
  children,
}: {
  name: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${name}-heading`}>
      <h1 id={`${name}-heading`}>{title}</h1>
      {children}
    </section>
  );
}

/**
 * The form of a login card page: its fields, the error under them (`errorId`, which a field or, with
 * `describeForm`, the form itself names in `aria-describedby`) and the submit button, busy while `pending`.
 */
export function AuthForm({
  onSubmit,
  error,
  errorId,
  describeForm = false,
  pending,
  submitLabel,
  pendingLabel,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  error: string | null;
  errorId: string;
  describeForm?: boolean;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <form
      className="auth-form"
      onSubmit={onSubmit}
      aria-describedby={describeForm && error ? errorId : undefined}
    >
      {children}
      {error ? <FormError id={errorId}>{error}</FormError> : null}
      <button type="submit" className="button button--primary button--block" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </button>
    </form>
  );
}

/** The email field of the login and recover forms. */
export function EmailField({
  value,
  onChange,
  invalid,
  describedBy,
}: {
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy?: string;
}) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      invalid={invalid}
      describedBy={describedBy}
    />
  );
}

/** Goes to /login showing `notice` there (a reset password, a claimed order). */
export function useLoginWithNotice(): (notice: string) => void {
  const navigate = useNavigate();
  return (notice) => {
    const state: LoginPageState = { notice };
    void navigate('/login', { replace: true, state });
  };
}
