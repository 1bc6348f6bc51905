import { describe, expect, it } from 'vitest';

import { PASSWORD_LINK_WORDS, passwordLinkPurpose } from './password-link';

describe('passwordLinkPurpose', () => {
  it('reads a set-password link as such and anything else as a reset', () => {
    expect(passwordLinkPurpose(new URLSearchParams('token=abc&purpose=account_setup'))).toBe('account_setup');
    expect(passwordLinkPurpose(new URLSearchParams('token=abc'))).toBe('reset');
    expect(passwordLinkPurpose(new URLSearchParams('token=abc&purpose=reset'))).toBe('reset');
    expect(passwordLinkPurpose(new URLSearchParams('token=abc&purpose=admin'))).toBe('reset');
  });

  it('speaks of setting a password to a new customer and of a new one to someone resetting', () => {
    expect(PASSWORD_LINK_WORDS.account_setup.title).toBe('Set your password');
    expect(PASSWORD_LINK_WORDS.reset.title).toBe('Choose a new password');
    expect(PASSWORD_LINK_WORDS.account_setup.title).not.toMatch(/reset|new password/i);
  });
});
