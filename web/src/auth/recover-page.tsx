import { useMutation } from '@tanstack/react-query';
import type { RecoverPasswordRequest } from '@telehealth/schemas';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';

import { RECOVER_CONFIRMATION, recoverFailureMessage } from './auth-messages';
import { useApi } from '../api/api-context';
import { FormError } from '../ui/form-error';
import { TextField } from '../ui/text-field';

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
      <section aria-labelledby="recover-heading">
        <h1 id="recover-heading">Check your email</h1>
        <p className="auth-notice" role="status">
          {RECOVER_CONFIRMATION}
        </p>
        <p>If nothing arrives in a few minutes, check your spam folder or try again.</p>
        <p className="auth-card__links">
          <Link to="/login">Back to log in</Link>
        </p>
      </section>
    );
  }

  const error = recover.isError ? recoverFailureMessage(recover.error) : null;
  return (
    <section aria-labelledby="recover-heading">
      <h1 id="recover-heading">Reset your password</h1>
      <p className="auth-card__intro">
        Enter the email you used for your order. We will send you a link to choose a new password.
      </p>
      <form className="auth-form" onSubmit={submit}>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          invalid={Boolean(error)}
          describedBy={error ? errorId : undefined}
        />
        {error ? <FormError id={errorId}>{error}</FormError> : null}
        <button type="submit" className="button button--primary button--block" disabled={recover.isPending}>
          {recover.isPending ? 'Sending…' : 'Send reset link'}
        </button>
      </form>
      <p className="auth-card__links">
        <Link to="/login">Back to log in</Link>
      </p>
    </section>
  );
}
