import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '@telehealth/schemas';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';

import { resetFailureMessage } from './auth-messages';
import { newPasswordProblem, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-session';
import type { LoginPageState } from './login-page';
import { useApi } from '../api/api-context';
import { FormError } from '../ui/form-error';
import { TextField } from '../ui/text-field';

/** /login/reset?token=: choose a new password with the link's token; success goes to /login with a notice. */
export function ResetPage() {
  const client = useApi();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = useId();

  const reset = useMutation({
    mutationFn: (body: ResetPasswordRequest) => client.call('POST /api/auth/reset', { body }),
    onSuccess: ({ message }) => {
      const state: LoginPageState = { notice: message };
      void navigate('/login', { replace: true, state });
    },
  });

  if (!token) {
    return (
      <section aria-labelledby="reset-heading">
        <h1 id="reset-heading">This reset link is incomplete</h1>
        <FormError>
          The link has no reset token. Open the link from your email again, or ask for a new one.
        </FormError>
        <p className="auth-card__links">
          <Link to="/login/recover">Send me a new link</Link>
        </p>
      </section>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = newPasswordProblem(password, confirmation);
    setProblem(found);
    if (found === null) reset.mutate({ token, password });
  }

  const error = problem ?? (reset.isError ? resetFailureMessage(reset.error) : null);
  return (
    <section aria-labelledby="reset-heading">
      <h1 id="reset-heading">Choose a new password</h1>
      <form className="auth-form" onSubmit={submit}>
        <TextField
          label="New password"
          hint={`Use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          invalid={Boolean(error)}
          describedBy={error ? errorId : undefined}
        />
        <TextField
          label="Repeat the new password"
          name="confirmation"
          type="password"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          invalid={Boolean(error)}
        />
        {error ? <FormError id={errorId}>{error}</FormError> : null}
        <button type="submit" className="button button--primary button--block" disabled={reset.isPending}>
          {reset.isPending ? 'Saving…' : 'Save new password'}
        </button>
      </form>
      {reset.isError && !problem ? (
        <p className="auth-card__links">
          <Link to="/login/recover">Send me a new link</Link>
        </p>
      ) : null}
    </section>
  );
}
