import { describe, expect, it } from 'vitest';

import { brandConfig } from './__fixtures__/brand-config';
import { MISSING_THEME_MESSAGE, parseBrandConfig, parseTenantResponse } from './brand-config';
import { checkAgainstSchemas } from './brand-config-schemas';

describe('parseBrandConfig', () => {
  it('keeps a valid brand config whole', () => {
    expect(parseBrandConfig(brandConfig)).toEqual({ brandConfig, problems: [] });
    expect(parseBrandConfig(brandConfig, checkAgainstSchemas)).toEqual({ brandConfig, problems: [] });
  });

  it("by default checks only each part's shape (the page's config was checked when the API seeded it)", () => {
    const theme = { colors: { primary: 'red' } };
    expect(parseBrandConfig({ ...brandConfig, theme }).brandConfig.theme).toEqual(theme);
    expect(parseBrandConfig({ ...brandConfig, theme }, checkAgainstSchemas).brandConfig.theme).toBeNull();
    expect(parseBrandConfig({ ...brandConfig, meta: ['not', 'an', 'object'] }).problems).toEqual([
      {
        part: 'meta',
        message: 'Missing or invalid meta in response',
        issues: [{ path: '/meta', message: 'is missing or not an object' }],
      },
    ]);
  });

  it(`reports '${MISSING_THEME_MESSAGE}' when the theme is absent and keeps the other parts`, () => {
    const { theme: _theme, ...rest } = brandConfig;
    const parsed = parseBrandConfig(rest);
    expect(parsed.brandConfig).toEqual({ ...brandConfig, theme: null });
    expect(parsed.problems).toEqual([
      {
        part: 'theme',
        message: MISSING_THEME_MESSAGE,
        issues: [{ path: '/theme', message: 'is missing or not an object' }],
      },
    ]);
  });

  it('rejects a theme that is not an object, or lacks a required group', () => {
    expect(parseBrandConfig({ ...brandConfig, theme: 'blue' }).problems[0]?.message).toBe(
      MISSING_THEME_MESSAGE,
    );
    const noRadii = parseBrandConfig(
      { ...brandConfig, theme: { colors: { primary: 'red' }, fonts: { body: 'x' } } },
      checkAgainstSchemas,
    );
    expect(noRadii.brandConfig.theme).toBeNull();
    expect(noRadii.problems).toEqual([
      {
        part: 'theme',
        message: MISSING_THEME_MESSAGE,
        issues: [{ path: '/theme/radii', message: 'is required' }],
      },
    ]);
  });

  it('rejects a theme value that could break out of a CSS declaration', () => {
    const theme = { ...brandConfig.theme, colors: { primary: 'red; background: url(x)' } };
    const parsed = parseBrandConfig({ ...brandConfig, theme }, checkAgainstSchemas);
    expect(parsed.brandConfig.theme).toBeNull();
    expect(parsed.problems[0]?.issues[0]?.path).toBe('/theme/colors/primary');
  });

  it('nulls invalid configurations and meta, naming the field', () => {
    const parsed = parseBrandConfig(
      {
        ...brandConfig,
        configurations: { ...brandConfig.configurations, homePage: 'not a path' },
        meta: { app: { head: {} } },
      },
      checkAgainstSchemas,
    );
    expect(parsed.brandConfig).toEqual({ theme: brandConfig.theme, configurations: null, meta: null });
    expect(parsed.problems.map((p) => [p.part, p.issues[0]?.path])).toEqual([
      ['configurations', '/configurations/homePage'],
      ['meta', '/meta/app/head/title'],
    ]);
  });
});

describe('parseTenantResponse', () => {
  it('reads {tenantId, config: {brandConfig}}', () => {
    expect(parseTenantResponse({ tenantId: 7, config: { brandConfig } })).toEqual({
      tenantId: 7,
      brandConfig,
      problems: [],
    });
  });

  it('survives a body of the wrong shape', () => {
    const parsed = parseTenantResponse('<html>', checkAgainstSchemas);
    expect(parsed.tenantId).toBeNull();
    expect(parsed.brandConfig).toEqual({ theme: null, configurations: null, meta: null });
    expect(parsed.problems.map((p) => p.part)).toEqual(['theme', 'configurations', 'meta']);
  });
});
