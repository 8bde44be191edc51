import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../platform/password';
import { openTestDatabase } from '../../../test/test-app';
import type { Database } from '../../../db/client';
import { ensureFirstAdmin } from '../services/ensure-first-admin';
import { users } from '../tables';

let database: Database;
beforeEach(async () => {
  database = await openTestDatabase();
});
afterEach(() => database.close());

describe('ensureFirstAdmin', () => {
  it('creates the admin from the given credentials with an argon2id hash, once', async () => {
    const credentials = {
      username: 'owner1',
      email: 'owner@example.in',
      password: 'Str0ngPassw0rd',
    };
    const first = await ensureFirstAdmin({ db: database.db, credentials, mayGenerate: false });
    expect(first).toEqual({
      status: 'created',
      username: 'owner1',
      email: 'owner@example.in',
      generatedPassword: undefined,
    });
    const [admin] = await database.db.select().from(users);
    expect(admin!.roles).toEqual(['ADMIN']);
    expect(admin!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin!.passwordHash!, 'Str0ngPassw0rd')).toBe(true);
    expect(await ensureFirstAdmin({ db: database.db, credentials, mayGenerate: false })).toEqual({
      status: 'exists',
    });
  });

  it('generates a password only in the embedded demo mode', async () => {
    expect(await ensureFirstAdmin({ db: database.db, mayGenerate: false })).toEqual({
      status: 'missing',
    });
    const generated = await ensureFirstAdmin({ db: database.db, mayGenerate: true });
    expect(generated.status).toBe('created');
    const password = generated.status === 'created' ? generated.generatedPassword! : '';
    expect(password).toMatch(/[A-Za-z]/);
    expect(password).toMatch(/\d/);
    const [admin] = await database.db.select().from(users);
    expect(await verifyPassword(admin!.passwordHash!, password)).toBe(true);
  });
});
