import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';

describe('the dev outbox in production', () => {
  it('does not exist', async () => {
    const testApp = await createTestApp({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) });
    try {
      const response = await testApp.app.inject({ url: '/dev/outbox?destination=a@b.in' });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
      const config = await testApp.app.inject({ url: '/api/auth-config' });
      expect(config.json().data).toEqual({ googleClientId: null, isDevOutbox: false });
    } finally {
      await testApp.close();
    }
  });
});
