import { STOREFRONT_BOOT_ELEMENT_ID } from '@telehealth/engine';
import { describe, expect, it } from 'vitest';

import { brandConfig } from './__fixtures__/brand-config';
import { readInlineBoot } from './inline-boot';

/** A document holding only the boot element, with this text (or none). */
function page(text: string | null) {
  return {
    getElementById: (id: string) =>
      id === STOREFRONT_BOOT_ELEMENT_ID && text !== null ? ({ textContent: text } as HTMLElement) : null,
  };
}

function recordingLog() {
  const errors: unknown[][] = [];
  return { log: { error: (...args: unknown[]) => void errors.push(args) }, errors };
}

describe('readInlineBoot', () => {
  it('reads the tenant, brand config and token the server wrote (hostile text stays text)', () => {
    const hostile = {
      ...brandConfig,
      configurations: { ...brandConfig.configurations, brandName: '</script>' },
    };
    const { log, errors } = recordingLog();
    const text = JSON.stringify({ tenantId: 7, brandConfig: hostile, apiToken: 'tok' }).replace(
      /</g,
      '\\u003c',
    );
    expect(readInlineBoot(page(text), log)).toEqual({ tenantId: 7, brandConfig: hostile, apiToken: 'tok' });
    expect(errors).toEqual([]);
  });

  it('is null without the element (the dev server), and for an unreadable one or one without a tenant', () => {
    const { log, errors } = recordingLog();
    expect(readInlineBoot(page(null), log)).toBeNull();
    expect(errors).toHaveLength(0);
    expect(readInlineBoot(page('{not json'), log)).toBeNull();
    expect(readInlineBoot(page(JSON.stringify({ tenantId: '6', brandConfig })), log)).toBeNull();
    expect(errors).toHaveLength(2);
  });

  it('keeps the valid parts of a brand config, logging the invalid ones; no token is null', () => {
    const { log, errors } = recordingLog();
    const text = JSON.stringify({ tenantId: 6, brandConfig: { ...brandConfig, theme: 'red' } });
    expect(readInlineBoot(page(text), log)).toEqual({
      tenantId: 6,
      brandConfig: { ...brandConfig, theme: null },
      apiToken: null,
    });
    expect(errors[0]?.[0]).toBe('Missing or invalid theme in response');
  });
});
