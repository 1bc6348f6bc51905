import { describe, expect, it } from 'vitest';

import { readShutdownConfig } from './shutdown-config.js';

const read = (env: Record<string, string>) => {
  const problems: string[] = [];
  return { config: readShutdownConfig(env, problems), problems };
};

describe('readShutdownConfig', () => {
  it('drains 5 s and gives running requests 25 s by default', () => {
    expect(read({})).toEqual({ config: { drainSeconds: 5, timeoutSeconds: 25 }, problems: [] });
  });

  it('reads both, a drain of 0 included', () => {
    expect(read({ SHUTDOWN_DRAIN_SECONDS: '0', SHUTDOWN_TIMEOUT_SECONDS: ' 600 ' }).config).toEqual({
      drainSeconds: 0,
      timeoutSeconds: 600,
    });
  });

  it.each([
    ['SHUTDOWN_DRAIN_SECONDS', '-1', 'from 0 to 300'],
    ['SHUTDOWN_DRAIN_SECONDS', '301', 'from 0 to 300'],
    ['SHUTDOWN_DRAIN_SECONDS', '1.5', 'from 0 to 300'],
    ['SHUTDOWN_TIMEOUT_SECONDS', '0', 'from 1 to 600'],
    ['SHUTDOWN_TIMEOUT_SECONDS', 'soon', 'from 1 to 600'],
  ])('refuses %s=%s', (name, value, range) => {
    expect(read({ [name]: value }).problems).toEqual([
      `${name} must be a whole number of seconds ${range}, got "${value}"`,
    ]);
  });
});
