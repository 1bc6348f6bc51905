import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '@telehealth/schemas';
import { jwtDecode } from 'jwt-decode';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';

import { AuthForm, AuthSection, useLoginWithNotice } from './auth-card';
import { resetFailureMessage } from './auth-messages';
import {
  afterLoginTarget,
  newPasswordProblem,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  readLoginToken,
} from './auth-session';
import { PASSWORD_LINK_WORDS, passwordLinkPurpose } from './password-link';
import { writeSession } from './session';
import { ApiError } from '../api/client';
import { useApi } from '../api/api-context';
import { useTenant } from '../tenant/tenant-context';
import { FormError } from '../ui/form-error';
import { TextField } from '../ui/text-field';

/**
 * /login/reset?token=: choose a password with a password link's token. A reset link goes on to /login with a
 * notice; a new customer's set-password link (`&purpose=account_setup`) says so and, once the API has set the
 * password and logged them in, opens their account.
 */
export function ResetPage() {
  const client = useApi();
  const { tenantId } = useTenant();
  const toLogin = useLoginWithNotice();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const purpose = passwordLinkPurpose(searchParams);
  const words = PASSWORD_LINK_WORDS[purpose];
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = useId();

  const reset = useMutation({
    mutationFn: (body: ResetPasswordRequest) => client.call('POST /api/auth/reset', { body }),
    onSuccess: (answer) => {
      const reading = answer.token ? readLoginToken(answer.token, jwtDecode, tenantId) : null;
      if (!answer.token || !reading?.ok) {
        if (reading && !reading.ok) console.error(reading.error);
        toLogin(answer.message);
        return;
      }
      writeSession(answer.token, reading.payload);
      const target = afterLoginTarget({ role: reading.payload.role, redirectFrom: undefined, query: {} });
      void navigate(target, { replace: true });
    },
  });

  if (!token) {
    return (
      <AuthSection name="reset" title={words.incompleteTitle}>
        <FormError>{words.incomplete}</FormError>
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

  // A set-password link says in its own words that it was used or expired (a reset link keeps the API's).
  const refused =
    purpose === 'account_setup' &&
    reset.error instanceof ApiError &&
    reset.error.status === 400 &&
    reset.error.code !== 'VALIDATION_FAILED';
  const failure = reset.isError ? (refused ? words.refused : resetFailureMessage(reset.error)) : null;
  const error = problem ?? failure;
  return (
    <AuthSection name="reset" title={words.title}>
      {words.intro ? <p className="auth-card__intro">{words.intro}</p> : null}
      <AuthForm
        onSubmit={submit}
        error={error}
        errorId={errorId}
        pending={reset.isPending}
        submitLabel={words.submitLabel}
        pendingLabel={words.pendingLabel}
      >
        <TextField
          label={words.passwordLabel}
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
          label={words.repeatLabel}
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
