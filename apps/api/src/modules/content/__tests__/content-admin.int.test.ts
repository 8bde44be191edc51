import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { DEMO_COMPANY_SETTINGS, GST_MESSAGES, INVOICING_MESSAGES } from '@saathi/shared';
import { createTestApp } from '../../../test/test-app';
import { signInNewUser } from '../../../test/builders/people';
import { seedDemoData } from '../../../seed/run-seed';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let adminAuth: Record<string, string>;
let customerAuth: Record<string, string>;

beforeAll(async () => {
  testApp = await createTestApp();
  await seedDemoData({ db: testApp.db, storage: testApp.app.storage });
  adminAuth = (await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] })).auth;
  customerAuth = (await signInNewUser(testApp.app, testApp.db)).auth;
});
afterAll(() => testApp.close());

const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = adminAuth,
) => testApp.app.inject({ method, url, payload, headers });

describe('content pages for admins', () => {
  it('edits a policy page that visitors then see, and hides an unpublished one', async () => {
    const list = (await inject('GET', '/api/admin/pages')).json().data;
    expect(list.map((page: { slug: string }) => page.slug)).toContain('terms');
    const page = (await inject('GET', '/api/admin/pages/terms')).json().data;
    const body = `${page.body}\n\n## Festive returns\n\nReturns are open until 15 January.`;
    const saved = await inject('PUT', '/api/admin/pages/terms', {
      title: page.title,
      summary: page.summary,
      body,
      isPublished: true,
    });
    expect(saved.statusCode).toBe(200);
    const visitor = await testApp.app.inject({ url: '/api/pages/terms' });
    expect(visitor.json().data.body).toContain('Festive returns');

    await inject('PUT', '/api/admin/pages/terms', {
      title: page.title,
      summary: page.summary,
      body,
      isPublished: false,
    });
    expect((await testApp.app.inject({ url: '/api/pages/terms' })).statusCode).toBe(404);
    expect((await inject('GET', '/api/admin/pages/terms')).json().data.isPublished).toBe(false);
  });

  it('stores script and HTML in Markdown as the text written', async () => {
    const body = '<script>alert(1)</script>\n\n[click](javascript:alert(1))';
    const saved = await inject('PUT', '/api/admin/pages/news', {
      title: 'News',
      summary: '',
      body,
      isPublished: true,
    });
    expect(saved.json().data.body).toBe(body);
  });

  it('is for admins only and validates', async () => {
    expect((await inject('GET', '/api/admin/pages', undefined, {})).statusCode).toBe(401);
    expect((await inject('GET', '/api/admin/pages', undefined, customerAuth)).statusCode).toBe(403);
    const bad = await inject('PUT', '/api/admin/pages/terms', {
      title: '',
      body: 'x',
      isPublished: true,
    });
    expect(bad.json().error.fields).toEqual({ title: 'Title is required' });
    expect(
      (
        await inject('PUT', '/api/admin/pages/no-such-page', {
          title: 'X',
          body: 'x',
          isPublished: true,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('posts', () => {
  it('lists the seeded posts newest first, publishes drafts and gives unique slugs', async () => {
    const blog = (await testApp.app.inject({ url: '/api/posts?kind=blog' })).json().data;
    expect(blog.total).toBe(3);
    expect(blog.items[0].title).toBe('Five small habits for a healthier home');
    expect(blog.items[0]).not.toHaveProperty('body');

    const draft = (
      await inject('POST', '/api/admin/posts', {
        kind: 'blog',
        title: 'Monsoon skin care',
        body: 'Keep it simple.',
      })
    ).json().data;
    expect(draft).toMatchObject({
      slug: 'monsoon-skin-care',
      isPublished: false,
      publishedAt: null,
    });
    expect(
      (await testApp.app.inject({ url: '/api/posts/blog/monsoon-skin-care' })).statusCode,
    ).toBe(404);
    const twin = (
      await inject('POST', '/api/admin/posts', {
        kind: 'blog',
        title: 'Monsoon Skin-Care!',
        body: 'Again.',
      })
    ).json().data;
    expect(twin.slug).toBe('monsoon-skin-care-2');

    const published = await inject('PUT', `/api/admin/posts/${draft.id}`, {
      kind: 'blog',
      title: 'Monsoon skin care',
      summary: 'Tips',
      body: 'Keep it simple.',
      isPublished: true,
    });
    expect(published.json().data.publishedAt).not.toBeNull();
    const read = await testApp.app.inject({ url: '/api/posts/blog/monsoon-skin-care' });
    expect(read.json().data).toMatchObject({ title: 'Monsoon skin care', body: 'Keep it simple.' });

    expect((await inject('GET', '/api/admin/posts?kind=blog')).json().data.total).toBe(5);
    expect((await inject('DELETE', `/api/admin/posts/${twin.id}`)).json()).toEqual({
      success: true,
      data: { id: twin.id },
    });
    expect((await inject('DELETE', `/api/admin/posts/${twin.id}`)).statusCode).toBe(404);
  });

  it.each(['kind=essay', 'kind=blog&limit=500', 'page=1'])('refuses ?%s', async (query) => {
    expect((await testApp.app.inject({ url: `/api/posts?${query}` })).statusCode).toBe(400);
  });
});

function imageForm(fields: Record<string, string>, bytes: Buffer, fileName = 'photo.png') {
  const boundary = '----saathi-media';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    payload,
    headers: { ...adminAuth, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('gallery and certificates', () => {
  it('serves the seven seeded certificates in order', async () => {
    const certificates = (await testApp.app.inject({ url: '/api/media?kind=certificate' })).json()
      .data;
    expect(certificates).toHaveLength(7);
    expect(certificates[0]).toMatchObject({
      title: 'ISO 9001:2015 Quality Management',
      sortOrder: 0,
      width: 1200,
      height: 850,
    });
    const image = await testApp.app.inject({ url: certificates[0].thumbUrl });
    expect(image.statusCode).toBe(200);
    expect((await sharp(image.rawPayload).metadata()).width).toBe(480);
  });

  it('uploads, hides and deletes a gallery image', async () => {
    const png = await sharp({
      create: { width: 2400, height: 1200, channels: 3, background: '#fde68a' },
    })
      .png()
      .toBuffer();
    const form = imageForm(
      { kind: 'gallery', title: 'Diwali at the office', caption: 'Team photo' },
      png,
    );
    const created = await testApp.app.inject({ method: 'POST', url: '/api/admin/media', ...form });
    expect(created.statusCode, created.body).toBe(200);
    const item = created.json().data;
    expect(item).toMatchObject({ width: 1600, height: 800, isPublished: true, sortOrder: 6 });
    expect(item.imageUrl).toMatch(/^\/uploads\/gallery\/[0-9a-f-]{36}\.webp$/);

    await inject('PUT', `/api/admin/media/${item.id}`, { isPublished: false });
    const visible = (await testApp.app.inject({ url: '/api/media?kind=gallery' })).json().data;
    expect(visible.map((m: { id: number }) => m.id)).not.toContain(item.id);
    expect((await inject('DELETE', `/api/admin/media/${item.id}`)).statusCode).toBe(200);
  });

  it('refuses an SVG or a renamed script with 415, and a missing image with 400', async () => {
    const svg = imageForm(
      { kind: 'gallery', title: 'x' },
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
    expect(
      (await testApp.app.inject({ method: 'POST', url: '/api/admin/media', ...svg })).statusCode,
    ).toBe(415);
    const script = imageForm(
      { kind: 'gallery', title: 'x' },
      Buffer.from('MZ\x90\x00 not an image at all'),
      'evil.png',
    );
    expect(
      (await testApp.app.inject({ method: 'POST', url: '/api/admin/media', ...script })).statusCode,
    ).toBe(415);
    const boundary = '----x';
    const missing = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { ...adminAuth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\ngallery\r\n--${boundary}--\r\n`,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ image: 'Choose an image' });
  });
});

describe('company settings', () => {
  it('lets an admin change them and refuses others and bad values', async () => {
    const changed = { ...DEMO_COMPANY_SETTINGS, tagline: 'Wellness for every home' };
    expect((await inject('PUT', '/api/company-settings', changed, customerAuth)).statusCode).toBe(
      403,
    );
    const saved = await inject('PUT', '/api/company-settings', changed);
    expect(saved.json().data.tagline).toBe('Wellness for every home');
    expect((await testApp.app.inject({ url: '/api/company-settings' })).json().data.tagline).toBe(
      'Wellness for every home',
    );
    const bad = await inject('PUT', '/api/company-settings', { ...changed, chatPhone: '12345' });
    expect(bad.json().error.fields).toHaveProperty('chatPhone');
  });

  it('checks the GSTIN and the invoicing details the tax invoices print', async () => {
    const { registration, invoicing } = DEMO_COMPANY_SETTINGS;
    const put = (changes: object) =>
      inject('PUT', '/api/company-settings', { ...DEMO_COMPANY_SETTINGS, ...changes });
    const badGstin = await put({ registration: { ...registration, gstin: '27AAAAA0000A1Z0' } });
    expect(badGstin.statusCode).toBe(400);
    expect(badGstin.json().error.fields).toEqual({ 'registration.gstin': GST_MESSAGES.gstin });
    const otherState = await put({ invoicing: { ...invoicing, stateCode: '29' } });
    expect(otherState.json().error.fields).toEqual({
      'registration.gstin': INVOICING_MESSAGES.gstinState,
    });
    const badPrefixes = await put({
      invoicing: { ...invoicing, invoicePrefix: 'pgm/1', creditNotePrefix: 'PGMX' },
    });
    expect(badPrefixes.json().error.fields).toEqual({
      'invoicing.invoicePrefix': INVOICING_MESSAGES.invoicePrefix,
      'invoicing.creditNotePrefix': INVOICING_MESSAGES.creditNotePrefix,
    });
    const saved = await put({
      registration: { ...registration, gstin: '29aaaaa0000a1zy' },
      invoicing: { ...invoicing, stateCode: '29', legalName: 'Pragati Karnataka (demo)' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.registration.gstin).toBe('29AAAAA0000A1ZY');
    await put({});
  });
});

// Issue 29: a page's Hindi version, written in the console and read by Hindi readers (decision 0142).
const read = async (slug: string, language?: string) => {
  const query = language ? `?language=${language}` : '';
  const response = await testApp.app.inject({ url: `/api/pages/${slug}${query}` });
  return { status: response.statusCode, body: response.json() };
};
const translation = (slug: string) => `/api/admin/pages/${slug}/translations/hi`;
const HINDI = {
  title: 'नियम एवं शर्तें',
  summary: 'इस वेबसाइट से ख़रीदारी की शर्तें।',
  body: '## शर्तें\n\nऑर्डर देकर आप इन शर्तों को स्वीकार करते हैं।',
};

describe('pages in Hindi', () => {
  it('seeds the policy and contact pages in Hindi, and answers English where there is none', async () => {
    const disclosure = await read('disclosure', 'hi');
    expect(disclosure.body.data).toMatchObject({ language: 'hi', title: 'प्रकटीकरण' });
    expect(disclosure.body.data.body).toContain('कोई प्रवेश शुल्क या पंजीकरण शुल्क नहीं लेती');

    const terms = await read('our-team', 'hi');
    expect(terms.body.data).toMatchObject({ language: 'en', title: 'Our Team' });
    expect((await read('disclosure')).body.data).toMatchObject({
      language: 'en',
      title: 'Disclosure',
    });
    const unknown = await read('disclosure', 'ta');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toHaveProperty('language');
  });

  it('lets an editor draft, publish and remove a translation; readers see it only while published', async () => {
    const none = await testApp.app.inject({ url: translation('our-team'), headers: adminAuth });
    expect(none.json()).toEqual({ success: true, data: null });
    const noPage = await testApp.app.inject({ url: translation('nowhere'), headers: adminAuth });
    expect(noPage.statusCode).toBe(404);

    const draft = await testApp.app.inject({
      method: 'PUT',
      url: translation('our-team'),
      headers: adminAuth,
      payload: { ...HINDI, isPublished: false },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().data).toMatchObject({ ...HINDI, language: 'hi', isPublished: false });
    expect((await read('our-team', 'hi')).body.data.language).toBe('en');

    await testApp.app.inject({
      method: 'PUT',
      url: translation('our-team'),
      headers: adminAuth,
      payload: { ...HINDI, isPublished: true },
    });
    expect((await read('our-team', 'hi')).body.data).toMatchObject({ ...HINDI, language: 'hi' });
    expect((await read('our-team')).body.data.title).toBe('Our Team');

    // The English page unpublished hides its translation too.
    const english = (
      await testApp.app.inject({ url: '/api/admin/pages/our-team', headers: adminAuth })
    ).json().data;
    const hide = (isPublished: boolean) =>
      testApp.app.inject({
        method: 'PUT',
        url: '/api/admin/pages/our-team',
        headers: adminAuth,
        payload: {
          title: english.title,
          summary: english.summary,
          body: english.body,
          isPublished,
        },
      });
    await hide(false);
    expect((await read('our-team', 'hi')).status).toBe(404);
    await hide(true);

    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: translation('our-team'),
      headers: adminAuth,
    });
    expect(removed.statusCode).toBe(200);
    expect((await read('our-team', 'hi')).body.data.language).toBe('en');
    const again = await testApp.app.inject({
      method: 'DELETE',
      url: translation('our-team'),
      headers: adminAuth,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses bad input, unknown pages and languages, and people without the content permission', async () => {
    const empty = await testApp.app.inject({
      method: 'PUT',
      url: translation('our-team'),
      headers: adminAuth,
      payload: { ...HINDI, title: ' ', isPublished: true },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toHaveProperty('title');

    const noPage = await testApp.app.inject({
      method: 'PUT',
      url: translation('no-such-page'),
      headers: adminAuth,
      payload: { ...HINDI, isPublished: true },
    });
    expect(noPage.statusCode).toBe(404);

    const english = await testApp.app.inject({
      url: '/api/admin/pages/our-team/translations/en',
      headers: adminAuth,
    });
    expect(english.statusCode).toBe(400);

    const customer = await testApp.app.inject({
      method: 'PUT',
      url: translation('our-team'),
      headers: customerAuth,
      payload: { ...HINDI, isPublished: true },
    });
    expect(customer.statusCode).toBe(403);
  });
});

// Issue 29: a post's Hindi version, as a page's (decision 0165).
describe('posts in Hindi', () => {
  const HINDI_POST = {
    title: 'मानसून में त्वचा की देखभाल',
    summary: 'बरसात के मौसम के लिए आसान सुझाव।',
    body: '## सुझाव\n\nसादगी रखें।',
  };
  const postTranslation = (id: number, language = 'hi') =>
    `/api/admin/posts/${id}/translations/${language}`;
  const readPost = async (slug: string, language?: string) => {
    const query = language ? `?language=${language}` : '';
    const response = await testApp.app.inject({ url: `/api/posts/news/${slug}${query}` });
    return { status: response.statusCode, body: response.json() };
  };
  const listNews = async (language: string) =>
    (await testApp.app.inject({ url: `/api/posts?kind=news&language=${language}` })).json().data
      .items as { id: number; title: string; summary: string; language: string }[];

  it('seeds two demo news posts in Hindi, once, and lists the others in English', async () => {
    const warehouse = await readPost('pgm-opens-its-second-warehouse-in-nagpur', 'hi');
    expect(warehouse.body.data).toMatchObject({
      title: 'PGM ने नागपुर में अपना दूसरा गोदाम खोला',
      language: 'hi',
    });
    expect(warehouse.body.data.body).toContain('डेमो पोस्ट');
    const languages = (await listNews('hi')).map((item) => item.language);
    expect(languages.filter((language) => language === 'hi')).toHaveLength(2);
    expect(languages).toContain('en');
    await seedDemoData({ db: testApp.db, storage: testApp.app.storage });
    expect((await listNews('hi')).filter((item) => item.language === 'hi')).toHaveLength(2);
  });

  it('lets an editor draft, publish and remove a translation; readers see it only while published', async () => {
    const english = {
      kind: 'news',
      title: 'Monsoon care camp',
      summary: 'A free camp',
      body: 'Come along.',
      isPublished: true,
    };
    const post = (await inject('POST', '/api/admin/posts', english)).json().data;
    expect((await inject('GET', postTranslation(post.id))).json()).toEqual({
      success: true,
      data: null,
    });

    const draft = await inject('PUT', postTranslation(post.id), {
      ...HINDI_POST,
      isPublished: false,
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().data).toMatchObject({
      ...HINDI_POST,
      id: post.id,
      slug: post.slug,
      language: 'hi',
      isPublished: false,
    });
    expect((await readPost(post.slug, 'hi')).body.data).toMatchObject({
      title: english.title,
      language: 'en',
    });

    await inject('PUT', postTranslation(post.id), { ...HINDI_POST, isPublished: true });
    expect((await readPost(post.slug, 'hi')).body.data).toMatchObject({
      ...HINDI_POST,
      language: 'hi',
      publishedAt: post.publishedAt,
    });
    expect((await readPost(post.slug)).body.data).toMatchObject({
      title: english.title,
      body: english.body,
      language: 'en',
    });
    const listed = (await listNews('hi')).find((item) => item.id === post.id);
    expect(listed).toMatchObject({
      title: HINDI_POST.title,
      summary: HINDI_POST.summary,
      language: 'hi',
    });
    expect(listed).not.toHaveProperty('body');
    expect((await listNews('en')).find((item) => item.id === post.id)?.title).toBe(english.title);
    // The console's list shows the English.
    const console = (await inject('GET', '/api/admin/posts?kind=news')).json().data.items;
    expect(console.find((item: { id: number }) => item.id === post.id).title).toBe(english.title);

    // The English post unpublished hides its translation too.
    await inject('PUT', `/api/admin/posts/${post.id}`, { ...english, isPublished: false });
    expect((await readPost(post.slug, 'hi')).status).toBe(404);
    expect((await listNews('hi')).some((item) => item.id === post.id)).toBe(false);
    await inject('PUT', `/api/admin/posts/${post.id}`, english);

    expect((await inject('DELETE', postTranslation(post.id))).statusCode).toBe(200);
    expect((await readPost(post.slug, 'hi')).body.data.language).toBe('en');
    expect((await inject('DELETE', postTranslation(post.id))).statusCode).toBe(404);

    // Deleting the post takes its translation with it.
    await inject('PUT', postTranslation(post.id), { ...HINDI_POST, isPublished: true });
    expect((await inject('DELETE', `/api/admin/posts/${post.id}`)).statusCode).toBe(200);
    expect((await inject('GET', postTranslation(post.id))).statusCode).toBe(404);
  });

  it('refuses bad input, unknown posts and languages, and people without the content permission', async () => {
    const post = (
      await inject('POST', '/api/admin/posts', { kind: 'news', title: 'Fair', body: 'Soon.' })
    ).json().data;
    const empty = await inject('PUT', postTranslation(post.id), {
      ...HINDI_POST,
      title: ' ',
      body: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().error.fields)).toEqual(
      expect.arrayContaining(['title', 'body']),
    );
    const withKind = await inject('PUT', postTranslation(post.id), { ...HINDI_POST, kind: 'blog' });
    expect(withKind.statusCode).toBe(400);
    expect((await inject('PUT', postTranslation(999_999), HINDI_POST)).statusCode).toBe(404);
    expect((await inject('GET', postTranslation(post.id, 'en'))).statusCode).toBe(400);
    expect((await inject('GET', postTranslation(post.id, 'ta'))).statusCode).toBe(400);
    expect((await readPost('fair', 'ta')).status).toBe(400);
    const customer = await inject('PUT', postTranslation(post.id), HINDI_POST, customerAuth);
    expect(customer.statusCode).toBe(403);
    expect(
      (await inject('GET', postTranslation(post.id), undefined, customerAuth)).statusCode,
    ).toBe(403);
    expect((await inject('GET', postTranslation(post.id))).json().data).toBeNull();
  });
});
