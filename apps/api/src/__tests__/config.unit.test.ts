import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

describe('loadConfig', () => {
  it('gives working defaults for the embedded demo', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', NODE_ENV: 'development' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads good values and coerces numbers and booleans', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://shop:secret@127.0.0.1:5432/shop',
      TRUST_PROXY: 'true',
    });
    expect(config.PORT).toBe(8080);
    expect(config.TRUST_PROXY).toBe(true);
    expect(config.DATABASE_URL).toBe('postgres://shop:secret@127.0.0.1:5432/shop');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/shop' }, 'DATABASE_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ NODE_ENV: 'production' }, 'JWT_SECRET'],
    [{ ADMIN_USERNAME: 'owner1' }, 'ADMIN_EMAIL'],
    [
      { ADMIN_USERNAME: 'owner1', ADMIN_EMAIL: 'o@example.in', ADMIN_PASSWORD: 'short' },
      'ADMIN_PASSWORD',
    ],
    [{ RAZORPAY_KEY_ID: 'rzp_live_ABC123' }, 'RAZORPAY_KEY_SECRET'],
    [
      {
        RAZORPAY_KEY_ID: 'live_ABC123',
        RAZORPAY_KEY_SECRET: 'secret-1',
        RAZORPAY_WEBHOOK_SECRET: 'secret-2',
      },
      'RAZORPAY_KEY_ID',
    ],
    [{ PAYMENT_WINDOW_MINUTES: '2' }, 'PAYMENT_WINDOW_MINUTES'],
    [{ RETENTION_DAYS: 'LEADS=0' }, 'RETENTION_DAYS'],
    [{ RETENTION_DAYS: 'FOREVER=10' }, 'RETENTION_DAYS'],
    [{ API_PROCESSES: '2' }, 'API_PROCESSES'],
    [{ API_PROCESSES: 'auto-ish', DATABASE_URL: 'postgres://127.0.0.1/shop' }, 'API_PROCESSES'],
    [{ API_PROCESSES: '0', DATABASE_URL: 'postgres://127.0.0.1/shop' }, 'API_PROCESSES'],
  ])('refuses %o with a message naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^\\s+${variable}:`, 'm'));
  });

  it('reads retention periods other than the defaults', () => {
    expect(loadConfig({ RETENTION_DAYS: 'LEADS=180, ABANDONED_CARTS=90' }).RETENTION_DAYS).toEqual({
      LEADS: 180,
      ABANDONED_CARTS: 90,
    });
    expect(loadConfig({}).RETENTION_DAYS).toEqual({});
  });

  it('reads how many API processes share the port: a number, or one per core', () => {
    expect(loadConfig({}).API_PROCESSES).toBe(1);
    const onPostgres = { DATABASE_URL: 'postgres://127.0.0.1/shop' };
    expect(loadConfig({ ...onPostgres, API_PROCESSES: '3' }).API_PROCESSES).toBe(3);
    expect(loadConfig({ ...onPostgres, API_PROCESSES: 'auto' }).API_PROCESSES).toBe(
      availableParallelism(),
    );
    expect(() => loadConfig({ API_PROCESSES: '2' })).toThrow(
      /API_PROCESSES: above 1 needs DATABASE_URL/,
    );
  });

  it('treats an empty DATABASE_URL as not set', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});

describe('RATE_LIMIT_ALLOWLIST', () => {
  it('reads a comma-separated list of addresses', () => {
    expect(loadConfig({ RATE_LIMIT_ALLOWLIST: '127.0.0.1, ::1' }).RATE_LIMIT_ALLOWLIST).toEqual([
      '127.0.0.1',
      '::1',
    ]);
    expect(loadConfig({}).RATE_LIMIT_ALLOWLIST).toEqual([]);
  });

  it('refuses something that is not an address', () => {
    expect(() => loadConfig({ RATE_LIMIT_ALLOWLIST: 'localhost' })).toThrow(/RATE_LIMIT_ALLOWLIST/);
  });
});

describe('REDIS_URL', () => {
  it('takes redis:// or rediss://, and an empty value as not set', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe(
      'redis://127.0.0.1:6379',
    );
    expect(loadConfig({ REDIS_URL: 'rediss://u:p@cache.example.in' }).REDIS_URL).toBe(
      'rediss://u:p@cache.example.in',
    );
    expect(loadConfig({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
  });

  it('refuses another scheme', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
  });
});
