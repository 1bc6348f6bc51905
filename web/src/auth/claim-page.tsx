import { useMutation } from '@tanstack/react-query';
import type { ClaimOrderRequest } from '@telehealth/schemas';
import { Link, useSearchParams } from 'react-router-dom';

import { AuthSection, useLoginWithNotice } from './auth-card';
import { resetFailureMessage } from './auth-messages';
import { useApi } from '../api/api-context';
import { FormError } from '../ui/form-error';

/**
 * /login/claim?token=: the link emailed to an account owner when an order was paid, without logging in, with their
 * email. The order joins the account only when they confirm it is theirs (POST /api/order/claim); a button, not
 * the page load, confirms, so a mail scanner that opens the link claims nothing. Success goes to /login.
 */
export function ClaimPage() {
  const client = useApi();
  const toLogin = useLoginWithNotice();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';

  const claim = useMutation({
    mutationFn: (body: ClaimOrderRequest) => client.call('POST /api/order/claim', { body }),
    onSuccess: ({ message }) => toLogin(message),
  });

  if (!token) {
    return (
      <AuthSection name="claim" title="This link is incomplete">
        <FormError>Open the link from your email again.</FormError>
      </AuthSection>
    );
  }

  return (
    <AuthSection name="claim" title="Is this order yours?">
      <p>
        An order was placed with your email address without logging in. If you placed it, add it to your
        account. If you did not, ignore this page: the order stays out of your account.
      </p>
      {claim.isError ? <FormError>{resetFailureMessage(claim.error)}</FormError> : null}
      <button
        type="button"
        className="button button--primary"
        onClick={() => claim.mutate({ token })}
        disabled={claim.isPending}
        aria-busy={claim.isPending}
      >
        Yes, this order is mine
      </button>
      <p className="auth-card__links">
        <Link to="/login">Log in</Link>
      </p>
    </AuthSection>
  );
}
