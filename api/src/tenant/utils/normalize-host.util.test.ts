import { describe, expect, it } from 'vitest';

import { normalizeHost } from './normalize-host.util.js';

describe('normalizeHost', () => {
  it.each([
    ['fungaid.localhost', 'fungaid.localhost'],
    ['FungAid.LocalHost', 'fungaid.localhost'],
    ['fungaid.localhost:5173', 'fungaid.localhost'],
    [' patient.fungaid.com. ', 'patient.fungaid.com'],
    ['staging.patient.evenwell.com:443', 'staging.patient.evenwell.com'],
    ['127.0.0.1:3000', '127.0.0.1'],
    ['[::1]:3000', '[::1]'],
  ])('%s → %s', (raw, expected) => {
    expect(normalizeHost(raw)).toBe(expected);
  });

  it.each([
    '',
    'http://fungaid.localhost',
    'fungaid.localhost/path',
    'a..b',
    '-a.com',
    'a b',
    'x'.repeat(254),
  ])('rejects %j', (raw) => {
    expect(normalizeHost(raw)).toBeNull();
  });
});
