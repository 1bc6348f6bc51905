import { useMutation } from '@tanstack/react-query';
import type { RecoverPasswordRequest } from '@telehealth/schemas';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';

import { AuthForm, AuthSection, EmailField } from './auth-card';
import { RECOVER_CONFIRMATION, recoverFailureMessage } from './auth-messages';
import { useApi } from '../api/api-context';

/** /login/recover: asks for a reset link; the answer is the same whether or not the email has an account. */
export function RecoverPage() {
  const client = useApi();
  const [email, setEmail] = useState('');
  const errorId = useId();
  const recover = useMutation({
    mutationFn: (body: RecoverPasswordRequest) => client.call('POST /api/auth/recover', { body }),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    recover.mutate({ email: email.trim() });
  }

  if (recover.isSuccess) {
    return (
      <AuthSection name="recover" title="Check your email">
        <p className="auth-notice" role="status">
          {RECOVER_CONFIRMATION}
        </p>
        <p>If nothing arrives in a few minutes, check your spam folder or try again.</p>
        <p className="auth-card__links">
          <Link to="/login">Back to log in</Link>
        </p>
      </AuthSection>
    );
  }

  const error = recover.isError ? recoverFailureMessage(recover.error) : null;
  return (
    <AuthSection name="recover" title="Reset your password">
      <p className="auth-card__intro">
        Enter the email you used for your order. We will send you a link to choose a new password.
      </p>
      <AuthForm
        onSubmit={submit}
        error={error}
        errorId={errorId}
        pending={recover.isPending}
        submitLabel="Send reset link"
        pendingLabel="Sending…"
      >
        <EmailField
          value={email}
          onChange={setEmail}
          invalid={Boolean(error)}
          describedBy={error ? errorId : undefined}
        />
      </AuthForm>
      <p className="auth-card__links">
        <Link to="/login">Back to log in</Link>
      </p>
    </AuthSection>
  );
}
