import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { signInNewUser } from '../../../test/builders/people';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const home = {
  name: 'Ramesh Gupta',
  phone_number: '9876543210',
  email: '',
  street_address: '12, MG Road',
  additional_address_line: 'Near the clock tower',
  city: 'Pune',
  state: 'Maharashtra',
  postal_code: '411001',
  country: 'India',
  landmarks: ['City Mall', 'Metro Station'],
  type: 'HOME',
  isDefault: false,
  latitude: 0,
  longitude: 0,
};

const as = (auth: Record<string, string>) => ({
  list: () => testApp.app.inject({ url: '/addresses', headers: auth }),
  create: (payload: object) =>
    testApp.app.inject({ method: 'POST', url: '/addresses', headers: auth, payload }),
  update: (id: number, payload: object) =>
    testApp.app.inject({ method: 'PUT', url: `/addresses/${id}`, headers: auth, payload }),
  remove: (id: number) =>
    testApp.app.inject({ method: 'DELETE', url: `/addresses/${id}`, headers: auth }),
});

describe('addresses', () => {
  it('creates, lists, updates and deletes in the spec shapes; the first becomes the default', async () => {
    const { auth, user } = await signInNewUser(testApp.app, testApp.db);
    const api = as(auth);
    const created = await api.create({ ...home, userId: 999_999 });
    expect(created.statusCode, created.body).toBe(200);
    const first = created.json();
    expect(first).toMatchObject({ ...home, email: null, isDefault: true, id: expect.any(Number) });

    const second = (
      await api.create({ ...home, name: 'Office', type: 'OFFICE', landmarks: [] })
    ).json();
    expect(second.isDefault).toBe(false);
    const list = (await api.list()).json();
    expect(list).toMatchObject({ flag: true, error: null });
    expect(list.data.map((a: { id: number }) => a.id)).toEqual([first.id, second.id]);

    const updated = await api.update(second.id, {
      ...home,
      name: 'Office',
      type: 'OFFICE',
      isDefault: true,
    });
    expect(updated.json()).toMatchObject({ id: second.id, isDefault: true, type: 'OFFICE' });
    const afterDefault = (await api.list()).json().data;
    expect(
      afterDefault
        .filter((a: { isDefault: boolean }) => a.isDefault)
        .map((a: { id: number }) => a.id),
    ).toEqual([second.id]);

    const removed = await api.remove(second.id);
    expect(removed.json()).toEqual({ flag: true, data: { id: second.id }, error: null });
    const remaining = (await api.list()).json().data;
    expect(remaining).toHaveLength(1);
    expect(remaining[0]).toMatchObject({ id: first.id, isDefault: true });
    expect(user.id).toBeGreaterThan(0);
  });

  it("answers 404 for another user's address, for reading, changing and deleting", async () => {
    const owner = await signInNewUser(testApp.app, testApp.db);
    const stranger = await signInNewUser(testApp.app, testApp.db);
    const address = (await as(owner.auth).create(home)).json();
    expect((await as(stranger.auth).update(address.id, home)).statusCode).toBe(404);
    expect((await as(stranger.auth).remove(address.id)).statusCode).toBe(404);
    expect((await as(stranger.auth).list()).json().data).toEqual([]);
    expect((await as(owner.auth).list()).json().data).toHaveLength(1);
  });

  it('needs a token', async () => {
    expect((await testApp.app.inject({ url: '/addresses' })).statusCode).toBe(401);
  });

  it.each([
    [{ name: '' }, { name: 'Name is required' }],
    [{ phone_number: '' }, { phone_number: 'Phone number is required' }],
    [{ phone_number: '5876543210' }, { phone_number: 'Phone number must be valid' }],
    [{ email: 'not-mail' }, { email: 'Invalid email' }],
    [{ street_address: ' ' }, { street_address: 'Street address is required' }],
    [{ city: '' }, { city: 'City is required' }],
    [{ state: '' }, { state: 'State is required' }],
    [{ postal_code: '' }, { postal_code: 'PIN code is required' }],
    [{ postal_code: '4110' }, { postal_code: 'PIN code must be 6 digits' }],
    [{ country: '' }, { country: 'Country is required' }],
    [{ country: 'Nepal' }, { country: 'We deliver in India only' }],
    [{ type: 'CASTLE' }, { type: 'Type is required' }],
  ])('refuses %o with the spec message and stores nothing', async (overrides, fields) => {
    const { auth } = await signInNewUser(testApp.app, testApp.db);
    const response = await as(auth).create({ ...home, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual(fields);
    expect((await as(auth).list()).json().data).toEqual([]);
  });

  it('stores any spelling of India as "India"', async () => {
    const { auth } = await signInNewUser(testApp.app, testApp.db);
    expect((await as(auth).create({ ...home, country: ' INDIA ' })).json().country).toBe('India');
  });

  it('keeps one default when several requests set it at once', async () => {
    const { auth } = await signInNewUser(testApp.app, testApp.db);
    const api = as(auth);
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1)
      ids.push((await api.create({ ...home, name: `Address ${i}` })).json().id);
    const results = await Promise.all(
      ids.map((id, i) => api.update(id, { ...home, name: `Address ${i}`, isDefault: true })),
    );
    expect(results.every((result) => result.statusCode === 200)).toBe(true);
    const defaults = (await api.list())
      .json()
      .data.filter((a: { isDefault: boolean }) => a.isDefault);
    expect(defaults).toHaveLength(1);
  });

  it('allows at most 20 addresses', async () => {
    const { auth } = await signInNewUser(testApp.app, testApp.db);
    const api = as(auth);
    for (let i = 0; i < 20; i += 1)
      expect((await api.create({ ...home, name: `A${i}` })).statusCode).toBe(200);
    const refused = await api.create(home);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/at most 20 addresses/);
  });

  it('stores script text as text', async () => {
    const { auth } = await signInNewUser(testApp.app, testApp.db);
    const name = '<img src=x onerror=alert(1)>';
    const created = (await as(auth).create({ ...home, name })).json();
    expect(created.name).toBe(name);
  });
});
