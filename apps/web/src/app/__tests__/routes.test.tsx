import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONTENT_PAGES } from '@saathi/shared/routes';
import { MESSAGES } from '@saathi/shared/messages';
import { json, renderApp } from '../../test/render-app';

const page = (slug: string, body = 'Plain text.') =>
  json({
    success: true,
    data: {
      slug,
      title: `Title of ${slug}`,
      summary: 'A short summary.',
      body,
      isPublished: true,
      updatedAt: '2026-11-21T05:00:00.000Z',
    },
  });

// The first visit loads the page's chunk, which can take a while on a busy test machine.
const LAZY_PAGE = { timeout: 5000 };

describe('routes', () => {
  it('shows the not-found page for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByTestId('not-found')).toHaveTextContent(MESSAGES.common.notFoundTitle);
  });

  it('renders the home page with its hero', async () => {
    renderApp('/');
    const hero = await screen.findByTestId('home-hero');
    expect(within(hero).getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Shop now' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(within(hero).getByRole('link', { name: 'Join as associate' })).toHaveAttribute(
      'href',
      '/Associate/signup',
    );
  });

  it.each(CONTENT_PAGES.map((p) => [p.path, p.slug]))(
    'serves %s from the page %s',
    async (path, slug) => {
      const { fetchMock } = renderApp(encodeURI(path), {
        fetch: (url) => (url === `/api/pages/${slug}?language=en` ? page(slug) : undefined),
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: `Title of ${slug}` }, LAZY_PAGE),
      ).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledWith(`/api/pages/${slug}?language=en`, expect.anything());
    },
  );

  it.each([
    ['/shop/contact', 'contact'],
    ['/shop/gallery', 'gallery'],
    ['/SHOP/BLOG', 'blog'],
  ])('matches %s case-insensitively', async (path, slug) => {
    renderApp(path, {
      fetch: (url) => (url === `/api/pages/${slug}?language=en` ? page(slug) : undefined),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: `Title of ${slug}` }),
    ).toBeInTheDocument();
  });

  it('opens the registration form at the path with a space', async () => {
    renderApp('/Inspiring%20World/registrationfrom');
    expect(await screen.findByTestId('registration-page')).toBeInTheDocument();
  });
});

describe('content page', () => {
  it('renders Markdown without raw HTML', async () => {
    const body =
      '## Who we are\n\nWe **care**.\n\n<img src=x onerror="alert(1)">\n\n<script>alert(2)</script>\n\n[bad](javascript:alert(3))';
    const { container } = renderApp('/about/ourteam', {
      fetch: (url) =>
        url === '/api/pages/our-team?language=en' ? page('our-team', body) : undefined,
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Who we are' }),
    ).toBeInTheDocument();
    expect(screen.getByText('care').tagName).toBe('STRONG');
    expect(container.querySelector('script, img[onerror]')).toBeNull();
    expect(screen.getByText('bad').getAttribute('href') ?? '').not.toMatch(/javascript/i);
    expect(screen.getByText('Last updated 21 Nov 2026')).toBeInTheDocument();
  });

  it('offers a retry after a failure', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderApp('/about/ourteam', {
      fetch: (url) => {
        if (url !== '/api/pages/our-team?language=en') return undefined;
        calls += 1;
        return calls === 1
          ? json({ success: false, error: { code: 'INTERNAL', message: 'Server error' } }, 500)
          : page('our-team');
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Title of our-team' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls).toBe(2));
  });
});
