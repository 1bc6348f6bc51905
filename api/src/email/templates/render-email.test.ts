import { describe, expect, it } from 'vitest';

import { readEmailConfig } from '../../config/email-config.js';
import { tenantData } from '../../testing/tenant-data.js';
import { emailContent, lifetimeInWords } from './email-content.js';
import { emailBrand, renderEmail } from './render-email.js';

const brand = emailBrand(tenantData(6).tenant.brandConfig, 'fungaid', null);

describe('renderEmail', () => {
  it('escapes every value: a name or item typed by a customer never becomes markup', async () => {
    const content = emailContent(
      'order_confirmation',
      {
        metric: { name: 'Placed Order' },
        profile: { email: 'a@example.com' },
        properties: {
          orderId: '7',
          orderDate: '11/24/2026',
          total: '$1.00',
          paymentSummary: '$1.00 charged.',
          orderLink: 'https://patient.fungaid.com/accountv2/orders?x=1&y="2"',
        },
        lines: [{ label: '<img src=x onerror=alert(1)>', value: '$1.00' }],
      },
      brand.name,
      new Date(),
    );
    const { html, text } = await renderEmail('Subject <b>', content, brand);
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('href="https://patient.fungaid.com/accountv2/orders?x=1&amp;y=&quot;2&quot;"');
    expect(html).toContain('<title>Subject &lt;b&gt;</title>');
    // The text part says the same, with the link written out.
    expect(text).toContain('<img src=x onerror=alert(1)>: $1.00');
    expect(text).toContain('View my order:\nhttps://patient.fungaid.com/accountv2/orders?x=1&y="2"');
    expect(text).toContain('FungAid Health, Inc.\n2200 N Lamar Blvd, Suite 410\nAustin, TX 78705');
  });

  it('has a preheader, one button and the footer for every kind', async () => {
    for (const kind of [
      'intake_recover',
      'password_reset',
      'account_setup',
      'order_claim',
      'care_team_alert',
      'order_confirmation',
      'clinician_decision',
      'subscription_changed',
      'chat_reply',
      'followup_due',
    ] as const) {
      const content = emailContent(
        kind,
        {
          metric: { name: 'm' },
          profile: { email: 'a@example.com' },
          properties: {
            orderId: '7',
            summary: 'A safety answer needs review',
            ...Object.fromEntries(
              ['recoverLink', 'resetLink', 'setupLink', 'claimLink', 'reviewLink', 'orderLink']
                .concat(['subscriptionsLink', 'chatLink', 'followupLink'])
                .map((name) => [name, `https://patient.fungaid.com/${name}`]),
            ),
          },
        },
        brand.name,
        new Date(),
      );
      expect(content.preheader, kind).not.toBe('');
      const { html } = await renderEmail('s', content, brand);
      expect(html.match(/href="/g)?.length, kind).toBe(2); // the button and the footer's contact email
      expect(html, kind).toContain(content.preheader.slice(0, 20).trim());
      expect(html, kind).toContain('care@fungaid.com');
    }
  });
});

describe('lifetimeInWords', () => {
  const from = new Date('2026-01-01T00:00:00Z');
  it.each([
    ['2026-01-01T01:00:00Z', '1 hour'],
    ['2026-01-08T00:00:00Z', '7 days'],
    ['2026-01-02T00:00:00Z', '1 day'],
    ['2026-01-01T00:30:00Z', '30 minutes'],
    ['not a date', 'a short time'],
  ])('%s is %s', (until, words) => {
    expect(lifetimeInWords(from, until)).toBe(words);
  });
});

describe('readEmailConfig', () => {
  it('has development defaults and names every bad variable', () => {
    const problems: string[] = [];
    expect(readEmailConfig({}, false, problems)).toEqual({
      smtp: { host: '127.0.0.1', port: 1025, secure: false, user: undefined, pass: undefined },
      fromAddress: 'no-reply@telehealth.localhost',
      retryLimit: 5,
      retryDelaySeconds: 30,
      concurrency: 4,
      ratePerSecond: 10,
      accountSetupTtlSeconds: 604_800,
      storefrontDevPort: undefined,
    });
    expect(problems).toEqual([]);
    readEmailConfig(
      {
        SMTP_PORT: 'x',
        SMTP_SECURE: 'maybe',
        SMTP_USER: 'u',
        EMAIL_FROM_ADDRESS: 'nobody',
        EMAIL_RETRY_LIMIT: '99',
        EMAIL_CONCURRENCY: '0',
        EMAIL_RATE_PER_SECOND: 'fast',
        STOREFRONT_DEV_PORT: '5173',
      },
      true,
      problems,
    );
    for (const name of [
      'SMTP_PORT',
      'SMTP_SECURE',
      'SMTP_USER',
      'EMAIL_FROM_ADDRESS',
      'EMAIL_RETRY_LIMIT',
      'EMAIL_CONCURRENCY',
      'EMAIL_RATE_PER_SECOND',
      'STOREFRONT_DEV_PORT',
    ])
      expect(
        problems.some((p) => p.startsWith(name)),
        name,
      ).toBe(true);
  });
});
