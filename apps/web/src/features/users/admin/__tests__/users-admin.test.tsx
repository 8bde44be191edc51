import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminUserDetail, AdminUserRow } from '@saathi/shared';
import { setLanguage } from '../../../../lib/i18n/i18n';
import { json, renderApp } from '../../../../test/render-app';
import { buildUser } from '../../../../testing';

const row = (id: number, overrides: Partial<AdminUserRow> = {}): AdminUserRow => ({
  id,
  username: `user${id}`,
  name: `Person ${id}`,
  primaryEmail: `user${id}@example.in`,
  primaryPhone: '9876501234',
  loginType: 'EMAIL',
  roles: ['CUSTOMER'],
  isActive: true,
  referralCode: null,
  createdAt: '2026-11-01T05:00:00.000Z',
  ...overrides,
});

const detail = (overrides: Partial<AdminUserRow> = {}): AdminUserDetail => ({
  user: {
    ...row(9, { roles: ['ASSOCIATE'], referralCode: 'PGMNINE99', ...overrides }),
    firstName: 'Person',
    midName: null,
    lastName: '9',
    gender: 'FEMALE',
    dob: null,
    imageUrl: null,
    alternateEmails: [],
    alternatePhones: [],
    updatedAt: '2026-11-01T05:00:00.000Z',
  },
  associate: {
    id: 4,
    referralCode: 'PGMNINE99',
    rank: 'ASSOCIATE',
    bvValue: 0,
    joinedAt: '2026-11-01T05:00:00.000Z',
    sponsor: { id: 1, name: 'Company', referralCode: 'PGMROOT01' },
    parent: { id: 2, name: 'Meena Iyer', referralCode: 'PGMMEENA2' },
  },
  addresses: [],
  sessions: [],
  sections: [
    {
      key: 'requests',
      title: 'Requests',
      columns: [{ key: 'type', label: 'Kind' }],
      rows: [{ type: 'Placement change' }],
      href: null,
      summary: [{ label: 'Requests in all', value: '1' }],
    },
  ],
});

describe('users console', () => {
  it('lists people as text and keeps the search in the URL', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/dashboard/users', {
      user: buildUser({ roles: ['SUPPORT'] }),
      fetch: (url) => {
        const parsed = new URL(url, 'http://localhost');
        if (parsed.pathname !== '/admin/users/all') return undefined;
        const items = [row(1, { name: '<b>bold</b>' }), row(2, { isActive: false })];
        return json({ success: true, data: { items, page: 1, limit: 20, total: 2 } });
      },
    });
    const rows = await screen.findAllByTestId('user-row');
    expect(within(rows[0]).getByText('<b>bold</b>')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Deactivated')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search'), '98765');
    await waitFor(() => expect(new URLSearchParams(location().search).get('q')).toBe('98765'));
  });

  it("shows a person's node and sections, and deactivates after a confirmation", async () => {
    const user = userEvent.setup();
    const calls: { path: string; body: unknown }[] = [];
    renderApp('/dashboard/users/9', {
      user: buildUser({ roles: ['ADMIN'] }),
      fetch: (url, init) => {
        const path = new URL(url, 'http://localhost').pathname;
        if (path === '/admin/users/9') return json({ success: true, data: detail() });
        if (path === '/admin/users/9/status') {
          calls.push({ path, body: JSON.parse(String(init?.body)) });
          return json({ success: true, data: row(9, { isActive: false }) });
        }
        return undefined;
      },
    });
    expect(await screen.findByText('Meena Iyer (PGMMEENA2)')).toBeInTheDocument();
    expect(screen.getByTestId('section-requests')).toHaveTextContent('Placement change');
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(calls).toEqual([{ path: '/admin/users/9/status', body: { isActive: false } }]),
    );
  });

  it('saves the ticked staff roles', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderApp('/dashboard/users/9', {
      user: buildUser({ roles: ['ADMIN'] }),
      fetch: (url, init) => {
        const path = new URL(url, 'http://localhost').pathname;
        if (path === '/admin/users/9') return json({ success: true, data: detail() });
        if (path === '/admin/users/9/roles') {
          sent.push(JSON.parse(String(init?.body)));
          return json({ success: true, data: row(9) });
        }
        return undefined;
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Support' }));
    await user.click(screen.getByRole('button', { name: 'Save roles' }));
    await waitFor(() => expect(sent).toEqual([{ roles: ['SUPPORT'] }]));
  });
});

describe('users console in Hindi (decision 0159)', () => {
  const LAZY = { timeout: 10_000 };

  it('lists people and shows a person in Hindi: columns, filters, roles, blocks and buttons', async () => {
    await act(() => setLanguage('hi'));
    const user = userEvent.setup();
    renderApp('/dashboard/users', {
      user: buildUser({ roles: ['ADMIN'] }),
      fetch: (url) => {
        const path = new URL(url, 'http://localhost').pathname;
        if (path === '/admin/users/all') {
          const items = [row(1, { roles: ['SUPPORT'] }), row(2, { isActive: false })];
          return json({ success: true, data: { items, page: 1, limit: 20, total: 2 } });
        }
        if (path === '/admin/users/2') return json({ success: true, data: detail() });
        if (path.endsWith('/roles'))
          return json(
            {
              success: false,
              error: {
                code: 'VALIDATION_FAILED',
                message: 'Check the highlighted fields.',
                fields: { roles: 'Each role once' },
              },
            },
            400,
          );
        return undefined;
      },
    });
    expect(await screen.findByRole('heading', { name: 'यूज़र' }, LAZY)).toBeVisible();
    const table = await screen.findByTestId('users-table');
    expect(within(table).getByRole('columnheader', { name: 'रेफ़रल कोड' })).toBeVisible();
    const rows = screen.getAllByTestId('user-row');
    expect(rows[0]).toHaveTextContent('सहायता टीम');
    expect(within(rows[1]).getByText('निष्क्रिय')).toBeVisible();
    expect(screen.getByLabelText('भूमिका')).toHaveTextContent('सभी भूमिकाएँ');
    expect(screen.getByRole('button', { name: 'CSV डाउनलोड करें' })).toBeVisible();

    await user.click(within(rows[1]).getByRole('link'));
    expect(await screen.findByRole('heading', { name: 'प्रोफ़ाइल' }, LAZY)).toBeVisible();
    expect(screen.getByText('किसके नीचे रखे गए')).toBeVisible();
    expect(screen.getByTestId('section-requests')).toHaveTextContent('Placement change');
    expect(screen.getByRole('button', { name: 'निष्क्रिय करें' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'वित्त टीम' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'भूमिकाएँ सेव करें' })).toBeVisible();
    // The roles schema's message, as the API sends it, in Hindi (decision 0175).
    await user.click(screen.getByRole('button', { name: 'भूमिकाएँ सेव करें' }));
    expect(await screen.findByText('हर भूमिका एक ही बार चुनें')).toBeVisible();
  });
});
