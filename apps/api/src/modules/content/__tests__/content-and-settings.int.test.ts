import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_PAGES, DEMO_COMPANY_SETTINGS } from '@saathi/shared';
import { eq } from 'drizzle-orm';
import { seedDemoData, seedDemoDataOnFirstRun } from '../../../seed/run-seed';
import { createTestApp } from '../../../test/test-app';
import { contentPages } from '../tables';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('company settings and content pages', () => {
  it('answers the demo company before anything is seeded', async () => {
    const response = await testApp.app.inject({ url: '/api/company-settings' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: DEMO_COMPANY_SETTINGS });
  });

  it('seeds every content page on the first run only, and the seed is idempotent', async () => {
    expect(await seedDemoDataOnFirstRun({ db: testApp.db, storage: testApp.app.storage })).toEqual({
      business: undefined,
    });
    expect(await seedDemoDataOnFirstRun({ db: testApp.db, storage: testApp.app.storage })).toBe(
      false,
    );
    await testApp.db
      .update(contentPages)
      .set({ title: 'Edited by the company' })
      .where(eq(contentPages.slug, 'our-team'));
    await seedDemoData({ db: testApp.db, storage: testApp.app.storage });
    const rows = await testApp.db.select().from(contentPages);
    expect(rows.map((row) => row.slug).sort()).toEqual(
      CONTENT_PAGES.map((page) => page.slug).sort(),
    );
    expect(rows.find((row) => row.slug === 'our-team')?.title).toBe('Edited by the company');
  });

  it('serves a published page and 404s a missing or unpublished one', async () => {
    const page = await testApp.app.inject({ url: '/api/pages/terms' });
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({
      slug: 'terms',
      title: 'Terms & Conditions',
      isPublished: true,
    });
    expect(page.json().data.body.length).toBeGreaterThan(500);

    await testApp.db
      .update(contentPages)
      .set({ isPublished: false })
      .where(eq(contentPages.slug, 'news'));
    expect((await testApp.app.inject({ url: '/api/pages/news' })).statusCode).toBe(404);
    expect((await testApp.app.inject({ url: '/api/pages/not-a-page' })).statusCode).toBe(404);
  });

  it('keeps the disclosure the Direct Selling Rules require in the seeded pages', async () => {
    const response = await testApp.app.inject({ url: '/api/pages/disclosure' });
    expect(response.json().data.body).toMatch(/pyramid/i);
  });
});
