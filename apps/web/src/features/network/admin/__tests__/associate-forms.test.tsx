import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { NetworkNode } from '@saathi/shared';
import { setAccessToken } from '../../../../lib/auth-token';
import { setLanguage } from '../../../../lib/i18n/i18n';
import { queryClient } from '../../../../lib/query-client';
import { json, mockFetch, renderApp, type FetchHandler } from '../../../../test/render-app';
import { buildUser } from '../../../../testing';
import { AdjustBvForm } from '../components/adjust-bv-form';
import { MakeAssociateForm } from '../components/make-associate-form';
import { MoveAssociate } from '../components/move-associate';

const node = (id: number, name: string, overrides: Partial<NetworkNode> = {}): NetworkNode => ({
  id,
  userId: id * 10,
  parentId: 1,
  sponsorId: 1,
  name,
  username: name.split(' ')[0]!.toLowerCase(),
  imageUrl: null,
  referralCode: `SAATHI${id}`,
  rank: 'ASSOCIATE',
  status: 'ACTIVE',
  joinedAt: '2026-10-01T00:00:00.000Z',
  level: 0,
  personalBv: 40,
  groupBv: 300,
  directCount: 2,
  downlineCount: 12,
  hasChildren: true,
  ...overrides,
});

const company = node(1, 'Saathi Company', { parentId: null });
const asha = node(2, 'Asha Menon');
const bhavna = node(5, 'Bhavna Kulkarni', { parentId: 2 });
const chetan = node(7, 'Chetan Desai');

type Sent = { url: string; body: unknown; headers: Headers };

/** The admin API the two forms use; what they sent is kept in `sent`. */
function adminApi(sent: Sent[]): FetchHandler {
  return (url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const method = init?.method ?? 'GET';
    if (method !== 'GET') {
      sent.push({
        url: pathname,
        body: JSON.parse(String(init?.body)),
        headers: new Headers(init?.headers),
      });
    }
    if (pathname === '/associates/upstream/5') return json({ data: [company, asha, bhavna] });
    if (pathname === '/associates' && method === 'GET') {
      const q = (searchParams.get('q') ?? '').toLowerCase();
      const items = [asha, bhavna, chetan].filter((item) => item.name.toLowerCase().includes(q));
      return json({ success: true, data: { items, page: 1, limit: 8, total: items.length } });
    }
    if (pathname === '/associates/5/parent' && method === 'PUT') {
      return json({
        success: true,
        data: { node: bhavna, previousParentId: 2, movedMembers: 13, bvAdjustment: 20 },
      });
    }
    if (pathname === '/associates' && method === 'POST')
      return json(
        {
          success: false,
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Check the highlighted fields.',
            fields: {
              leg: 'The plan in force places new associates itself: a leg cannot be chosen.',
            },
          },
        },
        400,
      );
    if (pathname === '/associates/5/bv-adjustments' && method === 'POST') {
      const { reason } = JSON.parse(String(init?.body));
      if (reason === 'Too much') {
        return json(
          {
            success: false,
            error: {
              code: 'VALIDATION',
              message: 'Check the highlighted fields.',
              fields: { points: 'A debit cannot exceed the confirmed balance of 40 BV.' },
            },
          },
          400,
        );
      }
      return json({ success: true, data: { transaction: {}, confirmedPoints: 90 } });
    }
    return undefined;
  };
}

function renderForm(form: ReactNode, sent: Sent[]) {
  queryClient.clear();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  mockFetch(adminApi(sent));
  return render(<QueryClientProvider client={queryClient}>{form}</QueryClientProvider>);
}

describe('the console forms of a node', () => {
  beforeEach(() => setAccessToken('admin-token'));

  it('moves a node after a preview of what moves, with an optional BV figure', async () => {
    const sent: Sent[] = [];
    renderForm(<MoveAssociate node={bhavna} />, sent);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Preview the move' }));
    expect(await screen.findByText('Pick the new parent from the list.')).toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: 'New placement parent' }), 'chetan');
    await user.click(await screen.findByRole('option', { name: /Chetan Desai/ }));
    await user.type(screen.getByLabelText('BV after the move (optional)'), '6x0');
    await user.click(screen.getByRole('button', { name: 'Preview the move' }));

    const preview = await screen.findByTestId('move-preview');
    expect(preview).toHaveTextContent(
      'Bhavna Kulkarni and 12 members below them (group BV 300, own BV 40) move from under Asha Menon to under Chetan Desai (SAATHI7).',
    );
    expect(preview).toHaveTextContent('Their BV becomes 60: an adjustment of +20 in the ledger.');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      url: '/associates/5/parent',
      body: { parentId: 7, bvValue: 60 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("sends the sponsor's leg when one is chosen, and shows the server's refusal at it", async () => {
    const sent: Sent[] = [];
    renderForm(<MakeAssociateForm />, sent);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Customer's user id"), '42');
    await user.selectOptions(screen.getByLabelText("Sponsor's leg"), 'LEFT');
    await user.click(screen.getByRole('button', { name: 'Make associate' }));
    expect(
      await screen.findByText(
        'The plan in force places new associates itself: a leg cannot be chosen.',
      ),
    ).toBeInTheDocument();
    expect(sent).toMatchObject([{ url: '/associates', body: { userId: 42, leg: 'LEFT' } }]);
  });

  it('checks an adjustment with the shared schema and shows the server field message', async () => {
    const sent: Sent[] = [];
    renderForm(<AdjustBvForm node={bhavna} />, sent);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Record adjustment' }));
    expect(await screen.findByText('Say why, in a few words.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Type'), 'DEBIT');
    await user.type(screen.getByLabelText('BV points'), '50');
    await user.type(screen.getByLabelText('Reason'), 'Too much');
    await user.click(screen.getByRole('button', { name: 'Record adjustment' }));
    expect(
      await screen.findByText('A debit cannot exceed the confirmed balance of 40 BV.'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Reason'));
    await user.type(screen.getByLabelText('Reason'), 'Returned goods');
    await user.click(screen.getByRole('button', { name: 'Record adjustment' }));
    await waitFor(() => expect(screen.getByLabelText('Reason')).toHaveValue(''));
    expect(sent.map((entry) => entry.body)).toEqual([
      { type: 'DEBIT', points: 50, reason: 'Too much' },
      { type: 'DEBIT', points: 50, reason: 'Returned goods' },
    ]);
    // The corrected retry of a refused entry keeps its key (nothing was recorded under it).
    const keys = sent.map((entry) => entry.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('the associates console in Hindi (decision 0159)', () => {
  beforeEach(async () => {
    setAccessToken('admin-token');
    await act(() => setLanguage('hi'));
  });

  it('lists associates in Hindi, with the register button and the make-associate form', async () => {
    renderApp('/dashboard/associates', {
      user: buildUser({ roles: ['ADMIN'] }),
      fetch: adminApi([]),
    });
    expect(
      await screen.findByRole('heading', { name: 'सहयोगी' }, { timeout: 10_000 }),
    ).toBeVisible();
    const table = await screen.findByTestId('associates-table');
    expect(within(table).getByRole('columnheader', { name: 'निजी BV' })).toBeVisible();
    expect(within(table).getByText('Bhavna Kulkarni')).toBeVisible();
    expect(screen.getByRole('button', { name: 'डायरेक्ट सेलर रजिस्टर (CSV)' })).toBeVisible();
    expect(screen.getByText('किसी ग्राहक को सहयोगी बनाएँ')).toBeVisible();
    expect(screen.getByLabelText('स्थिति')).toHaveTextContent('सक्रिय');
  });

  it("shows the BV adjustment schema's field message in Hindi (decision 0175)", async () => {
    const sent: Sent[] = [];
    renderForm(<AdjustBvForm node={bhavna} />, sent);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'बदलाव दर्ज करें' }));
    expect(await screen.findByText('कुछ शब्दों में वजह बताएँ।')).toBeVisible();
    expect(sent).toHaveLength(0);
  });

  it('previews a move in Hindi, the names in bold where Hindi puts them', async () => {
    renderForm(<MoveAssociate node={bhavna} />, []);
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'नया प्लेसमेंट पैरेंट' }), 'chetan');
    await user.click(await screen.findByRole('option', { name: /Chetan Desai/ }));
    await user.click(screen.getByRole('button', { name: 'बदलाव पहले देखें' }));
    const preview = await screen.findByTestId('move-preview');
    expect(preview).toHaveTextContent(
      'Bhavna Kulkarni और उनके नीचे के 12 सदस्य (ग्रुप BV 300, अपना BV 40) Asha Menon के नीचे से हटकर Chetan Desai (SAATHI7) के नीचे जाएँगे।',
    );
    expect(within(preview).getByText('Chetan Desai').tagName).toBe('STRONG');
    expect(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'जगह बदलें' }),
    ).toBeVisible();
  });
});
