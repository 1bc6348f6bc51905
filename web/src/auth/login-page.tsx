import { useMutation } from '@tanstack/react-query';
import { parseQuery } from '@telehealth/engine';
import type { LoginRequest } from '@telehealth/schemas';
import { jwtDecode } from 'jwt-decode';
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';

import { getCookie, removeCookie } from '../cookies/cookies';
import { useTenant } from '../tenant/tenant-context';
import { TextField } from '../ui/text-field';
import { AuthForm, AuthSection, EmailField, type LoginPageState } from './auth-card';
import { afterLoginTarget, readLoginToken } from './auth-session';
import { loginFailureMessage } from './auth-messages';
import { useApi } from '../api/api-context';
import { writeSession } from './session';

/** /login: email and password; a login stores the session and goes on (spec sections 2 and 6). */
export function LoginPage() {
  const client = useApi();
  const { tenantId } = useTenant();
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as LoginPageState | null)?.notice;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const errorId = useId();

  const login = useMutation({
    mutationFn: async (body: LoginRequest) => {
      const { token } = await client.call('POST /api/auth/login', { body });
      const reading = readLoginToken(token, jwtDecode, tenantId);
      if (!reading.ok) {
        // Spec section 8: token decode errors are logged.
        console.error(reading.error);
        throw new Error(reading.error);
      }
      return { token, payload: reading.payload };
    },
    onSuccess: ({ token, payload }) => {
      writeSession(token, payload);
      const target = afterLoginTarget({
        role: payload.role,
        redirectFrom: getCookie('redirectFrom'),
        query: parseQuery(location.search),
      });
      removeCookie('redirectFrom');
      void navigate(target, { replace: true });
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    login.mutate({ email: email.trim(), password });
  }

  const error = login.isError ? loginFailureMessage(login.error) : null;
  return (
    <AuthSection name="login" title="Log in">
      <p className="auth-card__intro">Log in to see your orders and treatment.</p>
      {notice ? (
        <p className="auth-notice" role="status">
          {notice}
        </p>
      ) : null}
      <AuthForm
        onSubmit={submit}
        error={error}
        errorId={errorId}
        describeForm
        pending={login.isPending}
        submitLabel="Log in"
        pendingLabel="Logging in…"
      >
        <EmailField value={email} onChange={setEmail} invalid={Boolean(error)} />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          invalid={Boolean(error)}
        />
      </AuthForm>
      <p className="auth-card__links">
        <Link to="/login/recover">Forgot your password?</Link>
      </p>
    </AuthSection>
  );
}
