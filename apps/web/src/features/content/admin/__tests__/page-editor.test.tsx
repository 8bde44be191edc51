import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../../lib/i18n/i18n';
import { json, renderApp } from '../../../../test/render-app';
import { buildUser } from '../../../../testing';

// The first visit loads the page's chunk, which can take a while on a busy test machine.
const LAZY_PAGE = { timeout: 5000 };

const admin = buildUser({ roles: ['ADMIN'] });
const page = {
  slug: 'our-team',
  title: 'Our Team',
  summary: 'The people behind the company.',
  body: '## Leaders\n\nWe **care**.',
  isPublished: false,
  updatedAt: '2026-11-21T05:00:00.000Z',
};

describe('page editor', () => {
  it('previews the Markdown live and safely', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard/pages/our-team', {
      user: admin,
      fetch: (url) =>
        url === '/api/admin/pages/our-team' ? json({ success: true, data: page }) : undefined,
    });
    const source = await screen.findByLabelText('Content (Markdown)', undefined, LAZY_PAGE);
    const preview = screen.getByTestId('markdown-preview');
    expect(within(preview).getByRole('heading', { name: 'Leaders' })).toBeInTheDocument();
    expect(within(preview).getByText('care').tagName).toBe('STRONG');

    await user.clear(source);
    await user.click(source);
    await user.paste('## Fresh heading\n\n<img src=x onerror=alert(1)> [x](javascript:alert(2))');
    await waitFor(() =>
      expect(within(preview).getByRole('heading', { name: 'Fresh heading' })).toBeInTheDocument(),
    );
    expect(preview.querySelector('img')).toBeNull();
    expect(within(preview).getByText('x').getAttribute('href') ?? '').not.toMatch(/javascript/i);
    expect(screen.getByLabelText('Title')).toHaveValue('Our Team');
    expect(screen.getByLabelText('Summary')).toHaveValue(page.summary);
    expect(screen.getByLabelText('Published')).not.toBeChecked();
  });

  it('saves with a toast, and keeps the text with the field error when saving fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { fetchMock } = renderApp('/dashboard/pages/our-team', {
      user: admin,
      fetch: (url, init) => {
        if (url !== '/api/admin/pages/our-team') return undefined;
        if (init?.method !== 'PUT') return json({ success: true, data: page });
        if (fail) {
          fail = false;
          return json(
            {
              success: false,
              error: {
                code: 'VALIDATION_FAILED',
                message: 'Invalid input',
                fields: { title: 'Title is taken' },
              },
            },
            400,
          );
        }
        return json({ success: true, data: { ...page, ...JSON.parse(String(init.body)) } });
      },
    });
    const title = await screen.findByLabelText('Title', undefined, LAZY_PAGE);
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Title is required')).toBeInTheDocument();

    await user.type(title, 'Our People');
    await user.click(screen.getByLabelText('Published'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('toast-error')).toHaveTextContent('Invalid input');
    expect(screen.getByText('Title is taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Our People');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Page saved');
    const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(puts[1][1]?.body))).toEqual({
      title: 'Our People',
      summary: page.summary,
      body: page.body,
      isPublished: true,
    });
    expect(screen.getByRole('link', { name: /View the public page/ })).toHaveAttribute(
      'href',
      '/about/ourteam',
    );
  });

  it('writes the Hindi version on its own tab, from the English, and removes it', async () => {
    const user = userEvent.setup();
    const translationUrl = '/api/admin/pages/our-team/translations/hi';
    let saved: object | null = null;
    const { fetchMock } = renderApp('/dashboard/pages/our-team?language=hi', {
      user: admin,
      fetch: (url, init) => {
        if (url === '/api/admin/pages/our-team') return json({ success: true, data: page });
        if (url !== translationUrl) return undefined;
        if (init?.method === 'PUT') {
          saved = { ...page, ...JSON.parse(String(init.body)), language: 'hi' };
          return json({ success: true, data: saved });
        }
        if (init?.method === 'DELETE') {
          saved = null;
          return json({ success: true, data: { id: 'our-team' } });
        }
        return json({ success: true, data: saved });
      },
    });
    expect(await screen.findByRole('tab', { name: 'हिन्दी (Hindi)' }, LAZY_PAGE)).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText(/No हिन्दी version yet/)).toBeInTheDocument();
    const title = screen.getByLabelText('Title');
    expect(title).toHaveValue('Our Team');
    expect(screen.getByLabelText('Published')).not.toBeChecked();

    await user.clear(title);
    await user.type(title, 'हमारी टीम');
    await user.click(screen.getByLabelText('Published'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('हिन्दी version saved');
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toBe(translationUrl);
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      title: 'हमारी टीम',
      isPublished: true,
    });

    await user.click(screen.getByRole('button', { name: 'Remove the हिन्दी version' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(/No हिन्दी version yet/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);

    await user.click(screen.getByRole('tab', { name: 'English' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Our Team');
  });
});

// Issue 29: a post's Hindi version, on its own tab as a page's (decision 0165).
describe('post editor in Hindi', () => {
  const post = {
    id: 5,
    kind: 'news' as const,
    slug: 'monsoon-camp',
    title: 'Monsoon camp',
    summary: 'A free camp',
    body: 'Come **along**.',
    isPublished: true,
    publishedAt: '2026-11-21T05:00:00.000Z',
    updatedAt: '2026-11-21T05:00:00.000Z',
  };
  const translationUrl = '/api/admin/posts/5/translations/hi';
  const serve = () => {
    let saved: object | null = null;
    return renderApp('/dashboard/posts/5?language=hi', {
      user: admin,
      fetch: (url, init) => {
        if (url === '/api/admin/posts/5') return json({ success: true, data: post });
        if (url !== translationUrl) return undefined;
        if (init?.method === 'PUT') {
          saved = { ...post, ...JSON.parse(String(init.body)), language: 'hi' };
          return json({ success: true, data: saved });
        }
        if (init?.method === 'DELETE') {
          saved = null;
          return json({ success: true, data: { id: 5 } });
        }
        return json({ success: true, data: saved });
      },
    });
  };

  it('writes the Hindi version from the English, publishes it and removes it', async () => {
    const user = userEvent.setup();
    const { fetchMock } = serve();
    expect(await screen.findByRole('tab', { name: 'हिन्दी (Hindi)' }, LAZY_PAGE)).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText(/No हिन्दी version yet/)).toBeInTheDocument();
    const title = screen.getByLabelText('Title');
    expect(title).toHaveValue('Monsoon camp');
    expect(title.closest('[lang]')).toHaveAttribute('lang', 'hi');

    await user.clear(title);
    await user.type(title, 'मानसून शिविर');
    await user.click(screen.getByLabelText('Published'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('हिन्दी version saved');
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toBe(translationUrl);
    // The kind is the post's: the translation sends only its words and publication.
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      title: 'मानसून शिविर',
      summary: 'A free camp',
      body: 'Come **along**.',
      isPublished: true,
    });

    await user.click(screen.getByRole('button', { name: 'Remove the हिन्दी version' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Readers who chose हिन्दी will see the English post.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(/No हिन्दी version yet/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);

    await user.click(screen.getByRole('tab', { name: 'English' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Monsoon camp');
    expect(screen.getByText('News post')).toBeVisible();
  });
});

describe('pages and posts in the console in Hindi (decision 0163)', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
    localStorage.clear();
  });

  it('lists the pages and opens the editor in Hindi, the page as the company wrote it', async () => {
    await act(() => setLanguage('hi'));
    renderApp('/dashboard/pages', {
      user: admin,
      fetch: (url) => {
        if (url === '/api/admin/pages') return json({ success: true, data: [page] });
        return url === '/api/admin/pages/our-team'
          ? json({ success: true, data: page })
          : undefined;
      },
    });
    expect(await screen.findByRole('heading', { name: 'पेज' }, LAZY_PAGE)).toBeVisible();
    expect(await screen.findByRole('columnheader', { name: 'स्लग' })).toBeVisible();
    expect(screen.getByText('ड्राफ़्ट')).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Our Team' }));
    expect(await screen.findByLabelText('सामग्री (Markdown)', undefined, LAZY_PAGE)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'बदलें: Our Team' })).toBeVisible();
    expect(screen.getByLabelText('शीर्षक')).toHaveValue('Our Team');
    expect(screen.getByText('ड्राफ़्ट: प्रकाशित होने तक इसे सिर्फ़ एडमिन देख सकते हैं।')).toBeVisible();
    expect(screen.getByRole('button', { name: 'सेव करें' })).toBeVisible();
    // The page schema's field message in Hindi (decision 0180).
    await userEvent.clear(screen.getByLabelText('शीर्षक'));
    expect(await screen.findByText('शीर्षक डालना ज़रूरी है')).toBeVisible();
  });

  it('lists the posts in Hindi with their actions', async () => {
    await act(() => setLanguage('hi'));
    const post = {
      id: 3,
      kind: 'blog',
      slug: 'monsoon-care',
      title: 'Monsoon care',
      summary: '',
      isPublished: true,
      publishedAt: '2026-11-21T05:00:00.000Z',
      updatedAt: '2026-11-21T05:00:00.000Z',
    };
    renderApp('/dashboard/posts', {
      user: admin,
      fetch: (url) =>
        url.startsWith('/api/admin/posts')
          ? json({ success: true, data: { items: [post], page: 1, limit: 20, total: 1 } })
          : undefined,
    });
    expect(await screen.findByRole('heading', { name: 'पोस्ट' }, LAZY_PAGE)).toBeVisible();
    expect(screen.getByRole('link', { name: 'नई ब्लॉग पोस्ट' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'समाचार' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Monsoon care का प्रकाशन हटाएँ' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Monsoon care मिटाएँ' })).toBeVisible();
    // The console's shared widgets (decision 0174): the badge and a dialog's way out.
    expect(
      within(screen.getByRole('row', { name: /Monsoon care/ })).getByText('प्रकाशित'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Monsoon care मिटाएँ' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
  });
});
