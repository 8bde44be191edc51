import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Request } from '@saathi/shared';
import { setAccessToken, setAuthHooks } from '../../../lib/auth-token';
import { setLanguage } from '../../../lib/i18n/i18n';
import { json, mockFetch, renderApp } from '../../../test/render-app';
import { buildUser } from '../../../testing';
import { getUserRequests } from '../api/requests';

const request = (id: number, overrides: Partial<Request> = {}): Request => ({
  id,
  type: 'PLACEMENT_CHANGE',
  status: 'PENDING',
  requester: { id: 7, name: 'Ravi Kumar', username: 'ravi7' },
  createdAt: '2026-11-21T05:00:00.000Z',
  details: [
    { label: 'Current upline', value: 'Company (PGMROOT01)' },
    { label: 'New upline', value: 'Meena Iyer (PGMMEENA2)' },
  ],
  payload: { newParentCode: 'PGMMEENA2' },
  decidedBy: null,
  decidedAt: null,
  reason: null,
  ...overrides,
});
const page = (items: Request[]) =>
  json({ success: true, data: { items, page: 1, limit: 20, total: items.length } });

describe('GET /requests/user/{userId} (spec part 2 §7)', () => {
  it('renews the session once after a 401 and retries once with the new token', async () => {
    setAccessToken('expired-token');
    const seen: (string | null)[] = [];
    const fetchMock = mockFetch((url, init) => {
      if (!url.includes('/requests/user/7')) return undefined;
      const token = new Headers(init?.headers).get('Authorization');
      seen.push(token);
      return token === 'Bearer fresh-token'
        ? page([request(1)])
        : json({ success: false, error: { code: 'UNAUTHENTICATED', message: 'Expired' } }, 401);
    });
    const remove = setAuthHooks({ refresh: async () => 'fresh-token', onExpired: () => {} });
    const answer = await getUserRequests(7);
    remove();
    expect(answer.items.map((item) => item.id)).toEqual([1]);
    expect(seen).toEqual(['Bearer expired-token', 'Bearer fresh-token']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives up after one retry when the renewed token is refused too', async () => {
    setAccessToken('expired-token');
    const fetchMock = mockFetch(() =>
      json({ success: false, error: { code: 'UNAUTHENTICATED', message: 'Expired' } }, 401),
    );
    const remove = setAuthHooks({ refresh: async () => 'fresh-token', onExpired: () => {} });
    await expect(getUserRequests(7)).rejects.toThrow('Expired');
    remove();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('the requests queue', () => {
  it('shows pending requests in words and approves one; a reject needs a reason', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    renderApp('/dashboard/requests', {
      user: buildUser({ roles: ['ADMIN'] }),
      fetch: (url, init) => {
        const path = new URL(url, 'http://localhost').pathname;
        calls.push(`${init?.method ?? 'GET'} ${path}`);
        if (path === '/requests/all/PENDING') return page([request(3), request(4)]);
        if (path === '/requests/3/approve')
          return json({ success: true, data: request(3, { status: 'APPROVED' }) });
        return undefined;
      },
    });
    // The queue's page is a lazy chunk, slow to transform on a busy machine.
    const items = await screen.findAllByTestId('queue-request', {}, { timeout: 10_000 });
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('Meena Iyer (PGMMEENA2)')).toBeInTheDocument();
    expect(within(items[0]).getByText(/by Ravi Kumar \(@ravi7\)/)).toBeInTheDocument();
    await user.click(within(items[0]).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls).toContain('PUT /requests/3/approve'));

    await user.click(within(items[1]).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Give a reason (at least 3 characters)')).toBeInTheDocument();
    expect(calls.some((call) => call.includes('/reject'))).toBe(false);
  });
});

describe('the requests queue in Hindi (decision 0159)', () => {
  it('shows the tabs, the kinds and a pending request with its buttons in Hindi', async () => {
    await act(() => setLanguage('hi'));
    const user = userEvent.setup();
    renderApp('/dashboard/requests', {
      user: buildUser({ roles: ['ADMIN'] }),
      fetch: (url) => {
        const path = new URL(url, 'http://localhost').pathname;
        if (path === '/requests/all/PENDING')
          return page([request(3), request(5, { type: 'PAYOUT', details: [], payload: {} })]);
        if (path === '/requests/all/REJECTED') return page([]);
        return undefined;
      },
    });
    const [item, payout] = await screen.findAllByTestId('queue-request', {}, { timeout: 10_000 });
    expect(within(item!).getByRole('button', { name: 'मंज़ूर करें' })).toBeVisible();
    expect(within(item!).getByText(/Ravi Kumar \(@ravi7\) ने .+ को माँगा$/)).toBeVisible();
    expect(screen.getByRole('tab', { name: 'फ़ैसला बाकी' })).toBeVisible();
    expect(screen.getByLabelText('प्रकार')).toHaveTextContent('सभी प्रकार');
    await user.click(within(item!).getByRole('button', { name: 'नामंज़ूर करें' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('कारण (अनुरोध करने वाले को दिखेगा)')).toBeVisible();
    // The reject schema's field message in Hindi (decision 0175).
    await user.click(within(dialog).getByRole('button', { name: 'नामंज़ूर करें' }));
    expect(await within(dialog).findByText('कारण बताएँ (कम से कम 3 अक्षर)')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'रद्द करें' }));
    // Approving a withdrawal: the UTR's field message in Hindi (decision 0175).
    await user.click(within(payout!).getByRole('button', { name: 'मंज़ूर करें' }));
    const approve = await screen.findByRole('dialog');
    await user.type(within(approve).getByLabelText('बैंक ट्रांसफ़र का UTR'), 'short');
    await user.click(within(approve).getByRole('button', { name: 'मंज़ूर करें' }));
    expect(await within(approve).findByText('UTR डालें: 12 से 22 अक्षर और अंक')).toBeVisible();
    await user.click(within(approve).getByRole('button', { name: 'रद्द करें' }));
    await user.click(screen.getByRole('tab', { name: 'नामंज़ूर' }));
    expect(await screen.findByText('कोई नामंज़ूर अनुरोध नहीं')).toBeVisible();
  });
});

describe('KYC documents in a request', () => {
  const identity = '/api/kyc/documents/0b7e4a52-3f7c-4d1e-9a64-5a1f2c3d4e5f.webp';
  const address = '/api/kyc/documents/9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f.webp';
  const kyc = request(8, {
    type: 'KYC',
    details: [
      { label: 'PAN', value: 'ABCDE1234F' },
      { label: 'Identity document', value: identity },
      { label: 'Address document', value: address },
    ],
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('fetches a private document with the token only when asked, and shows the image', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:identity');
    URL.revokeObjectURL = vi.fn();
    setAccessToken('finance-token');
    const seen: { path: string; token: string | null; credentials?: RequestCredentials }[] = [];
    const user = userEvent.setup();
    renderApp('/dashboard/requests', {
      user: buildUser({ roles: ['FINANCE'] }),
      fetch: (url, init) => {
        const path = new URL(url, 'http://localhost').pathname;
        if (path === '/requests/all/PENDING') return page([kyc]);
        if (path.startsWith('/api/kyc/documents/')) {
          const token = new Headers(init?.headers).get('Authorization');
          seen.push({ path, token, credentials: init?.credentials });
          return new Response('RIFF....WEBP', { headers: { 'Content-Type': 'image/webp' } });
        }
        return undefined;
      },
    });
    const [item] = await screen.findAllByTestId('queue-request');
    const buttons = within(item!).getAllByRole('button', { name: 'Show the image' });
    expect(buttons).toHaveLength(2);
    // Nothing is fetched before someone asks to see it.
    expect(seen).toEqual([]);
    await user.click(buttons[0]!);
    const shown = await within(item!).findByRole('img', { name: 'Identity document' });
    expect(shown).toHaveAttribute('src', 'blob:identity');
    expect(shown.closest('a')).toHaveAttribute('href', 'blob:identity');
    expect(seen).toEqual([{ path: identity, token: 'Bearer finance-token', credentials: 'omit' }]);
    expect(within(item!).getAllByRole('button', { name: 'Show the image' })).toHaveLength(1);
  });

  it("tells staff who may not open KYC documents why, in the server's words", async () => {
    setAccessToken('orders-token');
    const user = userEvent.setup();
    renderApp('/dashboard/requests', {
      user: buildUser({ roles: ['ORDER_MANAGER'] }),
      fetch: (url) => {
        const path = new URL(url, 'http://localhost').pathname;
        if (path === '/requests/all/PENDING') return page([kyc]);
        if (path === address) {
          return json(
            {
              success: false,
              error: {
                code: 'FORBIDDEN',
                message: 'Only staff who decide KYC requests can open KYC documents.',
              },
            },
            403,
          );
        }
        return undefined;
      },
    });
    const [item] = await screen.findAllByTestId('queue-request');
    await user.click(within(item!).getAllByRole('button', { name: 'Show the image' })[1]!);
    expect(
      await within(item!).findByText('Only staff who decide KYC requests can open KYC documents.'),
    ).toBeInTheDocument();
    expect(within(item!).queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('My requests', () => {
  it('lists one’s requests and checks a new one with the shared rules before sending', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderApp('/manage/requests', {
      user: buildUser({ id: 7 }),
      fetch: (url, init) => {
        const path = new URL(url, 'http://localhost').pathname;
        if (path === '/requests/user/7')
          return page([
            request(5, {
              type: 'IDENTITY_CHANGE',
              status: 'REJECTED',
              reason: 'Call us first',
              decidedAt: '2026-11-21T06:00:00.000Z',
            }),
          ]);
        if (path === '/requests' && init?.method === 'POST') {
          sent.push(JSON.parse(String(init.body)));
          return json({ success: true, data: request(6, { type: 'ASSOCIATE_UPGRADE' }) });
        }
        return undefined;
      },
    });
    const [mine] = await screen.findAllByTestId('my-request');
    expect(within(mine).getByText(/Call us first/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Become an associate' });
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(within(form).getByText("Sponsor's referral code is required")).toBeInTheDocument();
    await user.type(within(form).getByLabelText("Sponsor's referral code"), 'pgmmeena2');
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(sent).toEqual([{ type: 'ASSOCIATE_UPGRADE', payload: { sponsorCode: 'PGMMEENA2' } }]),
    );
  });
});
