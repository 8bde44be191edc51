import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '../tables';
import { createTestApp } from '../../../test/test-app';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const post = (payload: object, remoteAddress = '203.0.113.10') =>
  testApp.app.inject({ method: 'POST', url: '/contacts', payload, remoteAddress });

describe('POST /contacts', () => {
  it('stores a lead and answers truthy data', async () => {
    const response = await post({
      name: 'Ravi Kumar',
      mobile: '9123456780',
      email: 'Ravi@Example.in',
      state: 'Kerala',
      pincode: '123456',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { received: true } });
    const [row] = await testApp.db.select().from(contacts);
    expect(row).toMatchObject({
      name: 'Ravi Kumar',
      email: 'ravi@example.in',
      state: 'Kerala',
      status: 'new',
    });
  });

  it.each([
    [
      {},
      { name: 'Name is required', mobile: 'Mobile number is required', email: 'Email is required' },
    ],
    [
      { name: ' ', mobile: '', email: '' },
      { name: 'Name is required', mobile: 'Mobile number is required', email: 'Email is required' },
    ],
    [
      { name: 'A', mobile: '98765', email: 'a@b' },
      { mobile: 'Mobile number must be 10 digits', email: 'Invalid email format' },
    ],
  ])('gives the spec messages for %o', async (payload, fields) => {
    const response = await post(payload, '203.0.113.20');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual(fields);
  });

  it('drops a bot that fills the honeypot, without telling it', async () => {
    const before = (await testApp.db.select().from(contacts)).length;
    const response = await post(
      {
        name: 'Bot',
        mobile: '9000000000',
        email: 'bot@spam.example',
        website: 'http://spam.example',
      },
      '203.0.113.30',
    );
    expect(response.statusCode).toBe(200);
    expect((await testApp.db.select().from(contacts)).length).toBe(before);
  });

  it('stores script text harmlessly as text', async () => {
    const name = '<script>alert(1)</script>';
    const response = await post(
      { name, mobile: '9000000001', email: 'x@example.in' },
      '203.0.113.40',
    );
    expect(response.statusCode).toBe(200);
    const rows = await testApp.db.select().from(contacts);
    expect(rows.some((row) => row.name === name)).toBe(true);
  });

  it('limits one client address to 5 leads per 10 minutes with 429 and Retry-After', async () => {
    const lead = { name: 'Meena', mobile: '9000000002', email: 'meena@example.in' };
    for (let i = 0; i < 5; i += 1) expect((await post(lead, '198.51.100.7')).statusCode).toBe(200);
    const limited = await post(lead, '198.51.100.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(lead, '198.51.100.8')).statusCode).toBe(200);
  });
});
