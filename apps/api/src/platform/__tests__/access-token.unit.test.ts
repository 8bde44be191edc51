import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Config } from '../../config';
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokens } from '../access-token';

const config = { JWT_SECRET: 'a-test-secret-of-thirty-two-chars!!' } as Config;
const claims = { userId: 7, roles: ['CUSTOMER' as const], sessionId: 'session-1' };

afterEach(() => vi.useRealTimers());

describe('access tokens', () => {
  it('answers the same claims for a token checked before, from memory', async () => {
    const tokens = createAccessTokens(config);
    const token = await tokens.sign(claims);
    const first = await tokens.verify(token);
    expect(first).toMatchObject(claims);
    expect(await tokens.verify(token)).toBe(first);
  });

  it('carries the profile language it was signed with, or none (decision 0154)', async () => {
    const tokens = createAccessTokens(config);
    const hindi = await tokens.verify(await tokens.sign({ ...claims, language: 'hi' }));
    expect(hindi?.language).toBe('hi');
    expect((await tokens.verify(await tokens.sign(claims)))?.language).toBeNull();
  });

  it('refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = createAccessTokens(config);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).not.toBeNull();
    vi.setSystemTime(Date.now() + (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    expect(await tokens.verify(token)).toBeNull();
  });

  it("refuses another secret's tokens and altered ones", async () => {
    const token = await createAccessTokens(config).sign(claims);
    const other = createAccessTokens({
      JWT_SECRET: 'another-secret-of-thirty-two-chars',
    } as Config);
    expect(await other.verify(token)).toBeNull();
    const tokens = createAccessTokens(config);
    expect(await tokens.verify(token)).not.toBeNull();
    expect(await tokens.verify(`${token.slice(0, -2)}xx`)).toBeNull();
  });
});
