import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

const secret = { JWT_SECRET: 'x'.repeat(40) };

describe('config: parsing the environment', () => {
  it('applies defaults for a fresh machine', () => {
    const config = loadConfig({ ...secret });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PGLITE_DIR).toMatch(/data[\\/]db$/);
  });

  it('lets PORT override the port, and the public address follows it unless set', () => {
    const config = loadConfig({ ...secret, PORT: '4123' });
    expect(config.PORT).toBe(4123);
    expect(config.PUBLIC_URL).toBe('http://localhost:4123');
    expect(loadConfig({ ...secret, PORT: '4123', PUBLIC_URL: 'https://launchpad.example/' }).PUBLIC_URL).toBe(
      'https://launchpad.example',
    );
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({ ...secret, PORT: 'eighty', DATABASE_URL: 'mysql://nope', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      expect(message).toMatch(/PORT/);
      expect(message).toMatch(/DATABASE_URL: must be a postgres/);
      expect(message).toMatch(/LOG_LEVEL/);
    }
  });

  it('refuses to start in production without a JWT secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: is required in production/);
  });

  it('refuses a short JWT secret', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: must be at least 32 characters/);
  });
});
