import { describe, expect, it } from 'vitest';

import { fillSiteText } from './site-text';

describe('fillSiteText', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(
      fillSiteText('{brandName} at {companyCity}, {nope}', { brandName: 'Evenwell', companyCity: 'Denver' }),
    ).toBe('Evenwell at Denver, {nope}');
  });

  it('never doubles the period after a value that ends with one', () => {
    const facts = { legalName: 'Evenwell Health, Inc.', brandName: 'FungAid' };
    expect(fillSiteText('A service run by {legalName}. You answer', facts)).toBe(
      'A service run by Evenwell Health, Inc. You answer',
    );
    expect(fillSiteText('Run by {legalName}, in Denver.', facts)).toBe(
      'Run by Evenwell Health, Inc., in Denver.',
    );
    expect(fillSiteText('Welcome to {brandName}.', facts)).toBe('Welcome to FungAid.');
  });
});
