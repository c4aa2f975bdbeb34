import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env.server';

describe('parseEnv', () => {
  it('gives the documented defaults for an empty environment', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      PUBLIC_URL: 'http://localhost:3000',
      DEMO_DATA: true,
      NODE_ENV: 'production',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.APP_SECRET).toBeUndefined();
  });

  it('treats empty strings as unset and strips a trailing slash from PUBLIC_URL', () => {
    const env = parseEnv({ PORT: '', PUBLIC_URL: 'https://fahrten.example/' });
    expect(env.PORT).toBe(3000);
    expect(env.PUBLIC_URL).toBe('https://fahrten.example');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PUBLIC_URL', 'not a url'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['APP_SECRET', 'too-short'],
    ['DEMO_DATA', 'maybe'],
    ['LOG_LEVEL', 'loud'],
  ])('rejects %s=%s with one line naming the variable', (variable, value) => {
    let error: unknown;
    try {
      parseEnv({ [variable]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
    expect(message).not.toContain('\n');
    // A secret is never echoed back.
    if (variable === 'APP_SECRET') expect(message).not.toContain(value);
  });
});
