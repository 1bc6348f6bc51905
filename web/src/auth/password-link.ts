import type { PasswordLinkPurpose } from '@telehealth/schemas';

/**
 * The words of /login/reset, chosen by the link's purpose: a reset link (asked for on the recover page) or a new
 * customer's set-password link, which names itself with `purpose=account_setup` in its query. The query only picks
 * the words; what the link does is the API's (it knows each link's purpose and logs a new customer in).
 */
export interface PasswordLinkWords {
  title: string;
  intro: string | null;
  passwordLabel: string;
  repeatLabel: string;
  submitLabel: string;
  pendingLabel: string;
  incompleteTitle: string;
  incomplete: string;
  /** What a refused link (used, expired or unknown) is told; a reset link shows the API's own message. */
  refused: string;
}

export const PASSWORD_LINK_WORDS: Record<PasswordLinkPurpose, PasswordLinkWords> = {
  reset: {
    title: 'Choose a new password',
    intro: null,
    passwordLabel: 'New password',
    repeatLabel: 'Repeat the new password',
    submitLabel: 'Save new password',
    pendingLabel: 'Saving…',
    incompleteTitle: 'This reset link is incomplete',
    incomplete: 'The link has no reset token. Open the link from your email again, or ask for a new one.',
    refused: 'Reset link is invalid or has expired',
  },
  account_setup: {
    title: 'Set your password',
    intro:
      'Your account was created with your order. Choose a password: with it and your email you can log in to follow your order and manage your treatment.',
    passwordLabel: 'Password',
    repeatLabel: 'Repeat the password',
    submitLabel: 'Set password and open my account',
    pendingLabel: 'Setting your password…',
    incompleteTitle: 'This link is incomplete',
    incomplete: 'Open the link from your email again, or ask for a new one with your email.',
    refused:
      'This link was already used or has expired. Ask for a new one with your email: it sets your password the same way.',
  },
};

/** The purpose a link's query names: `account_setup` when it says so, a reset otherwise. */
export function passwordLinkPurpose(search: URLSearchParams): PasswordLinkPurpose {
  return search.get('purpose') === 'account_setup' ? 'account_setup' : 'reset';
}
