import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MediaItem } from '@saathi/shared';
import { DEMO_COMPANY_SETTINGS } from '@saathi/shared/company-defaults';
import { MESSAGES } from '@saathi/shared/messages';
import { json, renderApp } from '../../../test/render-app';
import { setLanguage } from '../../../lib/i18n/i18n';

// The first visit loads the page's chunk, which can take a while on a busy test machine.
const LAZY_PAGE = { timeout: 10_000 };

const UPDATED = '2026-11-21T05:00:00.000Z';
const page = (slug: string, title: string, body = 'Founded on **3 July 2023**.') =>
  json({
    success: true,
    // A page the company has not translated comes in English, saying so (decision 0142).
    data: { slug, title, summary: '', body, isPublished: true, updatedAt: UPDATED, language: 'en' },
  });

const media = (id: number, kind: MediaItem['kind'], title: string): MediaItem => ({
  id,
  kind,
  title,
  caption: `${title} caption`,
  imageUrl: `/uploads/${id}.webp`,
  thumbUrl: `/uploads/${id}-thumb.webp`,
  width: 800,
  height: 600,
  sortOrder: id,
  isPublished: true,
});

const post = (id: number, kind: 'blog' | 'news') => ({
  id,
  kind,
  slug: `post-${id}`,
  title: `Post ${id}`,
  summary: `Summary ${id}`,
  isPublished: true,
  publishedAt: '2026-11-21T05:00:00.000Z',
  updatedAt: '2026-11-21T05:00:00.000Z',
});

describe('our company page', () => {
  it('shows the banner, text, key facts, certificates in a lightbox and the lead form', async () => {
    const user = userEvent.setup();
    renderApp('/about/ourcompany', {
      fetch: (url) => {
        if (url === '/api/pages/our-company?language=en') return page('our-company', 'Our Company');
        if (url === '/api/media?kind=certificate') {
          return json({
            success: true,
            data: [media(1, 'certificate', 'ISO 9001'), media(2, 'certificate', 'FSSAI Licence')],
          });
        }
        return undefined;
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Our Company' }, LAZY_PAGE),
    ).toBeInTheDocument();
    const banner = screen.getByTestId('company-banner');
    expect(banner).toHaveTextContent(DEMO_COMPANY_SETTINGS.name);
    expect(banner).toHaveTextContent(DEMO_COMPANY_SETTINGS.tagline);
    expect(await screen.findByText('3 July 2023', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText(/Last updated/)).toHaveTextContent('Last updated 21 Nov 2026');
    const facts = screen.getByTestId('company-facts');
    expect(facts).toHaveTextContent('Founded3 July 2023');
    expect(facts).toHaveTextContent('Products30+');

    const open = await screen.findByRole('button', { name: 'Open ISO 9001' });
    const thumb = open.querySelector('img')!;
    expect(thumb).toHaveAttribute('loading', 'lazy');
    expect(thumb).toHaveAttribute('width', '800');
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'ISO 9001' });
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'FSSAI Licence' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'ISO 9001' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    await waitFor(() => expect(open).toHaveFocus());

    expect(
      screen.getByRole('heading', { name: MESSAGES.lead.title(DEMO_COMPANY_SETTINGS.name) }),
    ).toBeInTheDocument();
  });

  it('puts the lead form under the contact text', async () => {
    renderApp('/shop/contact', {
      fetch: (url) =>
        url === '/api/pages/contact?language=en' ? page('contact', 'Contact Us') : undefined,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact Us' }, LAZY_PAGE),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile Number')).toBeInTheDocument();
  });
});

describe('a policy page', () => {
  afterEach(() => setLanguage('en'));

  it('comes in Hindi to a reader who chose Hindi, marked as Hindi, when the company has written it', async () => {
    await setLanguage('hi');
    const requested: string[] = [];
    renderApp('/disclouser', {
      fetch: (url) => {
        requested.push(url);
        if (url !== '/api/pages/disclosure?language=hi') return undefined;
        return json({
          success: true,
          data: {
            slug: 'disclosure',
            title: 'प्रकटीकरण',
            summary: '',
            body: 'हम **कोई प्रवेश शुल्क** नहीं लेते।',
            isPublished: true,
            updatedAt: '2026-11-21T05:00:00Z',
            language: 'hi',
          },
        });
      },
    });
    // The menu's name shows while the text loads (in Hindi too), so wait for the text.
    const fee = await screen.findByText('कोई प्रवेश शुल्क', undefined, LAZY_PAGE);
    expect(fee.tagName).toBe('STRONG');
    const heading = screen.getByRole('heading', { name: 'प्रकटीकरण' });
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'hi');
    expect(heading.closest('[lang]')).not.toBe(document.documentElement);
    expect(requested).not.toContain('/api/pages/disclosure?language=en');
  });

  it('shows a Markdown table as a table, in a box that scrolls sideways', async () => {
    const body = [
      '## 1. Company details',
      '',
      '| Item | Details |',
      '| ---- | ------- |',
      '| CIN  | U46909MH2023PTC000000 |',
      '| PAN  | AAAAA0000A |',
    ].join('\n');
    renderApp('/disclouser', {
      fetch: (url) =>
        url === '/api/pages/disclosure?language=en'
          ? page('disclosure', 'Disclosure', body)
          : undefined,
    });
    const table = await screen.findByRole('table', {}, LAZY_PAGE);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Item', 'Details']);
    expect(within(table).getByRole('row', { name: 'PAN AAAAA0000A' })).toBeInTheDocument();
    expect(screen.queryByText(/\| ----/)).toBeNull();
    expect(screen.getByRole('region', { name: 'Table' })).toHaveClass('overflow-x-auto');
    expect(screen.getByText(/Last updated/)).toHaveTextContent('Last updated 21 Nov 2026');
  });
});

describe('blog, news and gallery', () => {
  it('lists published posts with dates, pages, and opens one safely', async () => {
    const user = userEvent.setup();
    renderApp('/Shop/blog', {
      fetch: (url) => {
        if (url === '/api/pages/blog?language=en')
          return page('blog', 'Blog', 'Stories from the field.');
        if (url.startsWith('/api/posts?kind=blog')) {
          const pageNo = Number(new URL(url, 'http://x').searchParams.get('page'));
          const items = pageNo === 1 ? [post(1, 'blog'), post(2, 'blog')] : [post(11, 'blog')];
          return json({ success: true, data: { items, page: pageNo, limit: 10, total: 11 } });
        }
        if (url === '/api/posts/blog/post-1?language=en') {
          return json({
            success: true,
            data: { ...post(1, 'blog'), body: '## Inside\n\n<script>alert(1)</script>Safe.' },
          });
        }
        return undefined;
      },
    });
    const list = await screen.findByTestId('post-list', undefined, LAZY_PAGE);
    expect(within(list).getByRole('heading', { name: 'Post 1' })).toBeInTheDocument();
    expect(list).toHaveTextContent('21 Nov 2026');
    expect(list).toHaveTextContent('Summary 1');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('heading', { name: 'Post 11' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 1' }));

    await user.click(await screen.findByRole('link', { name: 'Read more: Post 1' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Post 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Inside' })).toBeInTheDocument();
    expect(document.querySelector('article script')).toBeNull();
  });

  it('says when there is no news yet', async () => {
    renderApp('/Shop/news', {
      fetch: (url) => {
        if (url === '/api/pages/news?language=en') return page('news', 'News', 'Company news.');
        if (url.startsWith('/api/posts?kind=news')) {
          return json({ success: true, data: { items: [], page: 1, limit: 10, total: 0 } });
        }
        return undefined;
      },
    });
    expect(await screen.findByText('No news yet', undefined, LAZY_PAGE)).toBeInTheDocument();
  });

  it('shows the gallery images and an empty state when there are none', async () => {
    renderApp('/shop/gallery', {
      fetch: (url) => {
        if (url === '/api/pages/gallery?language=en') return page('gallery', 'Gallery', 'Moments.');
        if (url === '/api/media?kind=gallery') return json({ success: true, data: [] });
        return undefined;
      },
    });
    expect(await screen.findByText('No photos yet', undefined, LAZY_PAGE)).toBeInTheDocument();
  });
});

describe("the company's public pages in Hindi (issue 29, decision 0158)", () => {
  beforeEach(() => act(() => setLanguage('hi')));
  afterEach(() => act(() => setLanguage('en')));

  it("shows the company page's frame, facts, certificates and lead form in Hindi", async () => {
    const user = userEvent.setup();
    renderApp('/about/ourcompany', {
      fetch: (url) => {
        if (url === '/api/pages/our-company?language=hi') {
          return page('our-company', 'Our Company', 'Founded in **2023**.');
        }
        if (url === '/api/media?kind=certificate') return json({ success: true, data: [] });
        return undefined;
      },
    });
    const title = await screen.findByRole('heading', { level: 1, name: 'Our Company' }, LAZY_PAGE);
    // The company's own words stay as written, marked English.
    expect(title).toHaveAttribute('lang', 'en');
    const body = await screen.findByText('2023', { selector: 'strong' });
    expect(body.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByTestId('company-facts')).toHaveTextContent('स्थापना3 जुलाई 2023');
    expect(screen.getByText(/अंतिम बार अपडेट/)).toHaveTextContent('अंतिम बार अपडेट: 21 नव॰ 2026');
    expect(screen.getByRole('heading', { name: 'प्रमाणपत्र' })).toBeVisible();
    expect(await screen.findByText('अभी कोई प्रमाणपत्र प्रकाशित नहीं हुआ')).toBeVisible();

    const form = screen.getByRole('region', {
      name: `${DEMO_COMPANY_SETTINGS.name} के व्यवसाय से जुड़ें`,
    });
    await user.type(within(form).getByLabelText('मोबाइल नंबर'), '12');
    await user.type(within(form).getByLabelText('ईमेल'), 'asha');
    await user.click(within(form).getByRole('button', { name: 'भेजें' }));
    expect(await within(form).findByText('नाम डालना ज़रूरी है')).toBeVisible();
    expect(within(form).getByText('मोबाइल नंबर 10 अंकों का होना चाहिए')).toBeVisible();
    expect(within(form).getByText('ईमेल सही नहीं है')).toBeVisible();
    expect(within(form).getByLabelText('राज्य')).toHaveDisplayValue('राज्य चुनें');
  });

  it('lists the blog and opens a post in Hindi where the company wrote it, else in English', async () => {
    const user = userEvent.setup();
    // Post 1 has a Hindi version, post 2 only its English (decision 0165).
    const hindi = { title: 'मानसून में त्वचा', summary: 'आसान सुझाव', language: 'hi' };
    const { fetchMock } = renderApp('/Shop/blog', {
      fetch: (url) => {
        if (url === '/api/pages/blog?language=hi') return page('blog', 'Blog', 'Stories.');
        if (url === '/api/posts?kind=blog&page=1&limit=10&language=hi') {
          return json({
            success: true,
            data: {
              items: [
                { ...post(1, 'blog'), ...hindi },
                { ...post(2, 'blog'), language: 'en' },
              ],
              page: 1,
              limit: 10,
              total: 2,
            },
          });
        }
        if (url === '/api/posts/blog/post-1?language=hi') {
          return json({
            success: true,
            data: { ...post(1, 'blog'), ...hindi, body: 'अंदर की **कहानी**।' },
          });
        }
        return undefined;
      },
    });
    const list = await screen.findByTestId('post-list', undefined, LAZY_PAGE);
    expect(within(list).getByRole('heading', { name: hindi.title })).toHaveAttribute('lang', 'hi');
    expect(within(list).getByText(hindi.summary)).toHaveAttribute('lang', 'hi');
    expect(within(list).getByRole('heading', { name: 'Post 2' })).toHaveAttribute('lang', 'en');
    expect(within(list).getByText('Summary 2')).toHaveAttribute('lang', 'en');
    expect(list).toHaveTextContent('21 नव॰ 2026');

    await user.click(within(list).getByRole('link', { name: `आगे पढ़ें: ${hindi.title}` }));
    expect(await screen.findByRole('heading', { level: 1, name: hindi.title })).toHaveAttribute(
      'lang',
      'hi',
    );
    expect(screen.getByRole('link', { name: '← सभी ब्लॉग पोस्ट' })).toBeVisible();
    const story = await screen.findByText('कहानी', { selector: 'strong' });
    expect(story.closest('[lang]')).toHaveAttribute('lang', 'hi');
    expect(screen.getByText('21 नव॰ 2026', { selector: 'time' })).toBeVisible();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain(
      '/api/posts/blog/post-1?language=en',
    );
  });

  it('names the page in Hindi when its text fails to load, and says there is no news yet', async () => {
    renderApp('/Shop/news', {
      fetch: (url) => {
        if (url === '/api/pages/news?language=hi') {
          return json({ success: false, error: { code: 'INTERNAL', message: 'Down' } }, 500);
        }
        if (url.startsWith('/api/posts?kind=news')) {
          return json({ success: true, data: { items: [], page: 1, limit: 10, total: 0 } });
        }
        return undefined;
      },
    });
    expect(await screen.findByText('अभी कोई समाचार नहीं है', undefined, LAZY_PAGE)).toBeVisible();
    // The menu's name for the page, while the company's title is not there.
    expect(screen.getByRole('heading', { level: 1, name: 'समाचार' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'फिर से कोशिश करें' })).toBeVisible();
  });

  it('shows the gallery and its image viewer in Hindi', async () => {
    const user = userEvent.setup();
    renderApp('/shop/gallery', {
      fetch: (url) => {
        if (url === '/api/pages/gallery?language=hi') {
          return page('gallery', 'Gallery', 'Moments.');
        }
        if (url === '/api/media?kind=gallery') {
          return json({
            success: true,
            data: [media(1, 'gallery', 'Diwali meet'), media(2, 'gallery', 'Training')],
          });
        }
        return undefined;
      },
    });
    const photos = await screen.findByRole('region', { name: 'तस्वीरें' }, LAZY_PAGE);
    await user.click(await within(photos).findByRole('button', { name: 'Diwali meet खोलें' }));
    const viewer = screen.getByRole('dialog', { name: 'Diwali meet' });
    expect(viewer).toHaveTextContent('2 में से 1');
    await user.click(within(viewer).getByRole('button', { name: 'अगला' }));
    expect(screen.getByRole('dialog', { name: 'Training' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'बंद करें' })).toBeVisible();
  });
});
