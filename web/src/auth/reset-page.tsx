import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '@telehealth/schemas';
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { AuthForm, AuthSection, useLoginWithNotice } from './auth-card';
import { resetFailureMessage } from './auth-messages';
import { newPasswordProblem, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-session';
import { useApi } from '../api/api-context';
import { FormError } from '../ui/form-error';
import { TextField } from '../ui/text-field';

/** /login/reset?token=: choose a new password with the link's token; success goes to /login with a notice. */
export function ResetPage() {
  const client = useApi();
  const toLogin = useLoginWithNotice();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = useId();

  const reset = useMutation({
    mutationFn: (body: ResetPasswordRequest) => client.call('POST /api/auth/reset', { body }),
    onSuccess: ({ message }) => toLogin(message),
  });

  if (!token) {
    return (
      <AuthSection name="reset" title="This reset link is incomplete">
        <FormError>
          The link has no reset token. Open the link from your email again, or ask for a new one.
        </FormError>
        <p className="auth-card__links">
          <Link to="/login/recover">Send me a new link</Link>
        </p>
      </AuthSection>
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
    <AuthSection name="reset" title="Choose a new password">
      <AuthForm
        onSubmit={submit}
        error={error}
        errorId={errorId}
        pending={reset.isPending}
        submitLabel="Save new password"
        pendingLabel="Saving…"
      >
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
      </AuthForm>
      {reset.isError && !problem ? (
        <p className="auth-card__links">
          <Link to="/login/recover">Send me a new link</Link>
        </p>
      ) : null}
    </AuthSection>
  );
}
