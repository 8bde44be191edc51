import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { createTestApp } from '../../../test/test-app';
import { signInNewUser } from '../../../test/builders/people';
import { listAuditEntries } from '../../audit';
import { image, injectForm, pngImage, type FormValue } from '../../../test/form';
import { createTaxonomyItem, listTaxonomy } from '../services/taxonomies';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let adminAuth: Record<string, string>;
let customerAuth: Record<string, string>;
let adminId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  const admin = await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] });
  adminAuth = admin.auth;
  adminId = admin.user.id;
  customerAuth = (await signInNewUser(testApp.app, testApp.db)).auth;
});
afterAll(() => testApp.close());

const send = (
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, FormValue | FormValue[]>,
  auth: Record<string, string> = adminAuth,
) => injectForm(testApp.app, method, url, fields, auth);

describe('categories', () => {
  it('creates with an image and a unique name, lists, edits, soft deletes and restores', async () => {
    const created = await send('POST', '/api/categories', {
      name: 'Personal Care',
      description: 'Soaps, oils and everyday care',
      categoryImage: await image(),
      isDeleted: 'false',
      subCategories: '["Hair care","Oral care"]',
    });
    expect(created.statusCode).toBe(200);
    const body = created.json();
    expect(body.errors).toEqual([]);
    expect(body.data).toMatchObject({
      name: 'Personal Care',
      categoryUniqueName: 'personal-care',
      subCategories: ['Hair care', 'Oral care'],
      isDeleted: false,
    });
    expect(body.data.categoryImage).toMatch(/^\/uploads\/categories\/[a-z0-9-]+\.webp$/);
    const served = await testApp.app.inject({ url: body.data.categoryImage });
    expect(served.statusCode).toBe(200);

    const second = await send('POST', '/api/categories', { name: 'Personal  care!' });
    expect(second.json().data).toMatchObject({ categoryUniqueName: 'personal-care-2' });
    expect(second.json().data.categoryImage).toBeNull();

    const id = body.data.id;
    const edited = await send('PUT', `/api/categories/${id}`, {
      name: 'Personal Care & Hygiene',
      description: 'Updated',
    });
    expect(edited.statusCode).toBe(200);
    // No new image sent: the old one stays; the unique name stays for links.
    expect(edited.json().data).toMatchObject({
      name: 'Personal Care & Hygiene',
      categoryImage: body.data.categoryImage,
      categoryUniqueName: 'personal-care',
      subCategories: ['Hair care', 'Oral care'],
    });
    const withImage = await send('PUT', `/api/categories/${id}`, {
      name: 'Personal Care',
      categoryImage: await image('#0f766e'),
    });
    expect(withImage.json().data.categoryImage).not.toBe(body.data.categoryImage);

    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/categories/${id}`,
      headers: adminAuth,
    });
    expect(removed.json()).toEqual({ data: { id, isDeleted: true }, errors: [] });
    const names = async (url: string, headers = {}) =>
      (await testApp.app.inject({ url, headers })).json().data.map((c: { id: number }) => c.id);
    expect(await names('/api/categories')).not.toContain(id);
    expect(await names('/api/categories?includeDeleted=true', adminAuth)).toContain(id);

    await send('PUT', `/api/categories/${id}`, { name: 'Personal Care', isDeleted: 'false' });
    expect(await names('/api/categories')).toContain(id);

    const audits = await listAuditEntries({ db: testApp.db, entity: 'category', entityId: id });
    expect(audits.map((row) => row.action)).toEqual([
      'create',
      'update',
      'update',
      'delete',
      'update',
    ]);
    expect(audits[0]).toMatchObject({ actorUserId: adminId, before: null });
    expect(audits[3]!.before).toMatchObject({ isDeleted: false });
    expect(audits[3]!.after).toMatchObject({ isDeleted: true });
  });

  it('is for admins: 401 without a token, 403 for a customer', async () => {
    expect((await send('POST', '/api/categories', { name: 'X' }, {})).statusCode).toBe(401);
    const forbidden = await send('POST', '/api/categories', { name: 'X' }, customerAuth);
    expect(forbidden.statusCode).toBe(403);
    // Both envelopes on catalogue paths.
    expect(forbidden.json()).toMatchObject({
      success: false,
      error: { code: 'FORBIDDEN' },
      data: null,
      errors: [{ errorDescription: 'You do not have permission to do this.' }],
    });
    for (const headers of [{}, customerAuth]) {
      const response = await testApp.app.inject({
        method: 'DELETE',
        url: '/api/categories/1',
        headers,
      });
      expect([401, 403]).toContain(response.statusCode);
    }
    const list = await testApp.app.inject({
      url: '/api/categories?includeDeleted=true',
      headers: customerAuth,
    });
    expect(list.statusCode).toBe(403);
    expect(list.json().data).toEqual([]);
  });

  it('validates fields and JSON text with field errors', async () => {
    const noName = await send('POST', '/api/categories', { description: 'x' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.fields).toEqual({ name: 'Name is required' });
    const badJson = await send('POST', '/api/categories', { name: 'X', subCategories: '[oops' });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().error.fields).toEqual({ subCategories: 'Must be valid JSON text' });
    const unknown = await send('POST', '/api/categories', { name: 'X', colour: 'red' });
    expect(unknown.statusCode).toBe(400);
    const missing = await send('PUT', '/api/categories/999999', { name: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors).toEqual([{ errorDescription: 'Category not found' }]);
  });

  it('refuses a script SVG and a renamed executable as the image', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(200)]);
    for (const file of [
      { file: svg, filename: 'x.svg', type: 'image/svg+xml' },
      { file: exe, filename: 'photo.png', type: 'image/png' },
    ]) {
      const response = await send('POST', '/api/categories', { name: 'Bad', categoryImage: file });
      expect(response.statusCode).toBe(415);
      expect(response.json().errors[0].errorDescription).toMatch(/image/);
    }
  });
});

describe('brands', () => {
  it('creates, edits without and with an image, soft deletes', async () => {
    const created = await send('POST', '/api/brands', {
      name: 'Vedaroot',
      description: 'Ayurvedic care',
      brandSlogan: 'Rooted in tradition',
      brandImage: await image(),
    });
    expect(created.statusCode).toBe(200);
    const brand = created.json().data;
    expect(brand).toMatchObject({ name: 'Vedaroot', brandSlogan: 'Rooted in tradition' });
    expect(brand.brandImage).toMatch(/^\/uploads\/brands\//);

    const edited = await send('PUT', `/api/brands/${brand.id}`, {
      name: 'Vedaroot Naturals',
      description: 'Ayurvedic care',
      brandSlogan: 'Pure and simple',
    });
    expect(edited.json().data).toMatchObject({
      name: 'Vedaroot Naturals',
      brandSlogan: 'Pure and simple',
      brandImage: brand.brandImage,
    });

    const list = (await testApp.app.inject({ url: '/api/brands' })).json();
    expect(list.data.map((b: { id: number }) => b.id)).toContain(brand.id);
    await testApp.app.inject({
      method: 'DELETE',
      url: `/api/brands/${brand.id}`,
      headers: adminAuth,
    });
    const after = (await testApp.app.inject({ url: '/api/brands' })).json();
    expect(after.data.map((b: { id: number }) => b.id)).not.toContain(brand.id);
    const all = (
      await testApp.app.inject({ url: '/api/brands?includeDeleted=true', headers: adminAuth })
    ).json();
    expect(all.data.find((b: { id: number }) => b.id === brand.id).isDeleted).toBe(true);
    const audits = await listAuditEntries({ db: testApp.db, entity: 'brand', entityId: brand.id });
    expect(audits.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
  });

  it('is for admins and validates', async () => {
    expect((await send('POST', '/api/brands', { name: 'X' }, {})).statusCode).toBe(401);
    expect((await send('POST', '/api/brands', { name: 'X' }, customerAuth)).statusCode).toBe(403);
    const bad = await send('POST', '/api/brands', { name: ' ', isDeleted: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['isDeleted', 'name']);
    const notMultipart = await testApp.app.inject({
      method: 'POST',
      url: '/api/brands',
      headers: adminAuth,
      payload: { name: 'JSON' },
    });
    expect(notMultipart.statusCode).toBe(415);
  });
});

describe('a write that fails after its picture is stored', () => {
  const filesNow = () => readdirSync(testApp.uploads, { recursive: true }).length;
  const brandsOf = () => ({ db: testApp.db, taxonomy: 'brand' as const, includeDeleted: true });

  it('keeps no picture of a create whose transaction fails', async () => {
    const before = { files: filesNow(), brands: (await listTaxonomy(brandsOf())).items.length };
    // The row and its audit are written, then the transaction fails (a database error at commit).
    const failingDb = {
      transaction: (write: (tx: Db) => Promise<unknown>) =>
        testApp.db.transaction(async (tx) => {
          await write(tx);
          throw new Error('database unavailable');
        }),
    } as unknown as Db;
    const creating = createTaxonomyItem({
      db: failingDb,
      storage: testApp.app.storage,
      taxonomy: 'brand',
      actorUserId: adminId,
      fields: { name: 'Lost Brand' },
      image: await pngImage(),
    });
    await expect(creating).rejects.toThrow('database unavailable');
    expect(filesNow()).toBe(before.files);
    expect((await listTaxonomy(brandsOf())).items).toHaveLength(before.brands);
  });

  it('keeps no picture of an edit of an unknown category', async () => {
    const before = filesNow();
    const edited = await send('PUT', '/api/categories/999999', {
      name: 'Nowhere',
      categoryImage: await image(),
    });
    expect(edited.statusCode).toBe(404);
    expect(filesNow()).toBe(before);
  });
});
